import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimits } from '#server/db/schema';

export interface Counter {
  count: number;
  /** Milliseconds since the epoch: a fixed window's start, or a back-off's last failure. */
  lastRequest: number;
}

export function createRateLimitRepository(db: Db) {
  return {
    /** Counts one hit on `key` in a fixed window, atomically, and answers the count so far. */
    async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.lastRequest} <= ${now - windowMs} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${rateLimits.lastRequest} <= ${now - windowMs} then ${now} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
      return { count: row!.count, resetAt: row!.lastRequest + windowMs };
    },
    /** The count in the current window without adding to it. */
    async peek(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
      const [row] = await db
        .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (!row || row.lastRequest <= now - windowMs) return { count: 0, resetAt: 0 };
      return { count: row.count, resetAt: row.lastRequest + windowMs };
    },
    /**
     * Reads the key's counter under a row lock and stores what `next` makes of it (nothing when it answers
     * null), so concurrent requests on one key take their turns. Answers the counter as it was.
     */
    async update(key: string, next: (current: Counter | null) => Counter | null): Promise<Counter | null> {
      return db.transaction(async (tx) => {
        // An empty row first, so even the first requests on a key find a row to lock and queue on it.
        await tx
          .insert(rateLimits)
          .values({ id: randomUUID(), key, count: 0, lastRequest: 0 })
          .onConflictDoNothing({ target: rateLimits.key });
        const [row] = await tx
          .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
          .from(rateLimits)
          .where(eq(rateLimits.key, key))
          .for('update');
        const current = row && row.count > 0 ? row : null;
        const updated = next(current);
        if (updated) await tx.update(rateLimits).set(updated).where(eq(rateLimits.key, key));
        return current;
      });
    },
    async forget(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
