import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { NewsletterRepository } from './newsletter.repository.js';

export const SUBSCRIBED_MESSAGE = 'Thank you! You are subscribed to our newsletter.';

/** Subscriptions from one address: enough for a family, too few to fill the list with strangers. */
export const subscriptionsPerAddress: Limit = { max: 5, windowMs: 60 * 60_000 };

export function createNewsletterService(repository: NewsletterRepository, limits: RateLimitService) {
  return {
    /** The answer is the same for a new and a known address, so the form cannot tell who subscribed. */
    async subscribe(email: string, clientAddress: string) {
      await limits.check(
        [{ key: `newsletter:ip:${clientAddress}`, limit: subscriptionsPerAddress }],
        'Too many subscriptions from this address.',
      );
      await repository.subscribe(email);
      return { message: SUBSCRIBED_MESSAGE };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
