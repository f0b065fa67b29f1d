import { AppError } from '../../errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export const authLimits = {
  /** Failed sign-ins only: an account is locked for a while after 10 wrong passwords. */
  failedSignInsPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signInPerAddress: { max: 60, windowMs: 5 * 60_000 },
  signUpPerAddress: { max: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

function tooMany(retryAfter: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return AppError.tooManyRequests(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    retryAfter,
  );
}

export function createRateLimitService(repository: RateLimitRepository, enabled: boolean) {
  return {
    /** Throws 429 once any of the keys has gone over its limit; every key is counted. */
    async check(entries: { key: string; limit: Limit }[]): Promise<void> {
      if (!enabled) return;
      let retryAfter = 0;
      for (const { key, limit } of entries) {
        const { count, resetAt } = await repository.hit(key, limit.windowMs);
        if (count > limit.max) retryAfter = Math.max(retryAfter, Math.ceil((resetAt - Date.now()) / 1000));
      }
      if (retryAfter > 0) throw tooMany(retryAfter);
    },
    /** Throws 429 while the key has reached its limit, without counting this request. */
    async assertUnder(key: string, limit: Limit): Promise<void> {
      if (!enabled) return;
      const { count, resetAt } = await repository.peek(key, limit.windowMs);
      if (count >= limit.max) throw tooMany(Math.ceil((resetAt - Date.now()) / 1000));
    },
    /** Counts one event (a failed sign-in) against the key. */
    async record(key: string, limit: Limit): Promise<void> {
      if (!enabled) return;
      await repository.hit(key, limit.windowMs);
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
