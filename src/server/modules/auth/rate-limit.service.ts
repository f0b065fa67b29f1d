import { AppError } from '../../errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export const authLimits = {
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signInPerAddress: { max: 60, windowMs: 5 * 60_000 },
  signUpPerAddress: { max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

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
      if (retryAfter > 0) {
        const minutes = Math.max(1, Math.ceil(retryAfter / 60));
        throw AppError.tooManyRequests(
          `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          retryAfter,
        );
      }
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
