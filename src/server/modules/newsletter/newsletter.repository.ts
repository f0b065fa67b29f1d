import type { Db } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema.js';

export function createNewsletterRepository(db: Db) {
  return {
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
