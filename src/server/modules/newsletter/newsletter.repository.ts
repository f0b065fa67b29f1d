import type { Db } from '#server/db/client';
import { newsletterSubscriptions } from '#server/db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
