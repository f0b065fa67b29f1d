import { AppError } from '#server/errors';
import type { Counter, RateLimitRepository } from '#server/rate-limits/rate-limit.repository';
import { serverText, waitValues } from '#server/i18n/server-messages';

/**
 * Wrong current passwords when changing one: five per account in a quarter of an hour, then the account
 * waits until that quarter is over. A stolen session cannot be used to guess the password faster than a
 * sign-in could; a right password forgets the failures.
 */
export const passwordCheckLimit = { maxFailures: 5, windowMs: 15 * 60_000 };

export interface PasswordCheck {
  /** The password was right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
}

export interface PasswordCheckLimitOptions {
  /** Off only for load tests and the fuzzing (AUTH_RATE_LIMIT=off). */
  enabled: boolean;
  now: () => number;
}

export function createPasswordCheckLimit(
  repository: RateLimitRepository,
  options: PasswordCheckLimitOptions,
) {
  return {
    /**
     * Lets a check of the account's password go on, or throws 429 while it waits. The check counts as a
     * failure before the password is compared, under the counter's row lock, so parallel guesses cannot
     * all slip in before the first failure is written; a success takes it back.
     */
    async begin(userId: string): Promise<PasswordCheck> {
      if (!options.enabled) return { succeeded: async () => {} };
      const key = `password-check:failed:${userId}`;
      const at = options.now();
      let retryAfter = 0;
      await repository.update(key, (current): Counter | null => {
        if (!current || current.lastRequest <= at - passwordCheckLimit.windowMs) {
          return { count: 1, lastRequest: at };
        }
        if (current.count >= passwordCheckLimit.maxFailures) {
          retryAfter = Math.ceil((current.lastRequest + passwordCheckLimit.windowMs - at) / 1000);
          return null;
        }
        return { count: current.count + 1, lastRequest: current.lastRequest };
      });
      if (retryAfter > 0) {
        throw AppError.tooManyRequests(
          serverText('too_many_requests.wrong_passwords', waitValues(retryAfter)),
          retryAfter,
        );
      }
      return { succeeded: () => repository.forget(key) };
    },
  };
}
export type PasswordCheckLimit = ReturnType<typeof createPasswordCheckLimit>;
