import type { NewsletterRepository } from './newsletter.repository.js';

export const SUBSCRIBED_MESSAGE = 'Thank you! You are subscribed to our newsletter.';

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /** The answer is the same for a new and a known address, so the form cannot tell who subscribed. */
    async subscribe(email: string) {
      await repository.subscribe(email);
      return { message: SUBSCRIBED_MESSAGE };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
