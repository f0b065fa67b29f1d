import { z } from 'zod';
import { EMAIL_MAX } from './users.js';

export const newsletterSignup = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, 'Use at most 120 characters')
    .email('Enter a valid email address'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignup>;

export const newsletterAnswer = z.object({ message: z.string() });
