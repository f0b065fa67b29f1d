import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

export function createRateLimitRepository(db: Db) {
  return {
    /** Counts one hit on `key` in a fixed window, atomically, and answers the count so far. */
    async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const now = Date.now();
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
    async peek(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const [row] = await db
        .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (!row || row.lastRequest <= Date.now() - windowMs) return { count: 0, resetAt: 0 };
      return { count: row.count, resetAt: row.lastRequest + windowMs };
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
