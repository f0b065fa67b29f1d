import { z } from 'zod/mini';
import { EMAIL_MAX } from './users.js';

/** `pending` until the owner follows the confirmation link; only `confirmed` addresses count. */
export const newsletterStatuses = ['pending', 'confirmed'] as const;
export const newsletterTokenPurposes = ['confirm', 'unsubscribe'] as const;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterSignup = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX, 'Use at most 120 characters'),
      z.email('Enter a valid email address'),
    ),
});

export const newsletterAnswer = z.object({ message: z.string() });

/** The secret of a link in a newsletter mail: 32 random bytes, base64url. */
export const newsletterToken = z
  .string('The link is incomplete: open it again from the mail')
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete: open it again from the mail'));

export const newsletterConfirmBody = z.object({ token: newsletterToken });

export const newsletterUnsubscribeQuery = z.object({ token: newsletterToken });

export const newsletterSubscriber = z.object({
  email: z.string(),
  confirmedAt: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

export const newsletterSubscribers = z.object({
  subscribers: z.array(newsletterSubscriber),
  total: z.number(),
});
export type NewsletterSubscribers = z.infer<typeof newsletterSubscribers>;
