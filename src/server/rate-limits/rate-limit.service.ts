import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#server/errors';
import { serverText, waitValues, type ServerMessageId } from '#server/i18n/server-messages';
import type { Counter, RateLimitRepository } from './rate-limit.repository.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export const authLimits = {
  /** Every sign-in from one address counts. */
  signInPerAddress: { max: 60, windowMs: 5 * 60_000 },
  /** New accounts from one address: by email and password or through a third-party sign-in. */
  signUpPerAddress: { max: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const TOO_MANY_NEW_ACCOUNTS: TooManyWhat = 'too_many_requests.new_accounts';

/**
 * Failed sign-ins of one account from one address: the first five are free, then each next try has to wait
 * twice as long as the one before (30 s, 1 min, 2 min … at most an hour). A successful sign-in from that
 * address forgets them, and so does a day without a failure.
 */
const pairBackoff = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/**
 * Failed sign-ins of one account from every address together, in a fixed hour: past ten, each sign-in of
 * that account is answered a little later (250 ms, doubling, at most 3 s), the right password included so
 * the delay tells nothing; it is never refused, so an attacker cannot keep the owner out.
 */
const accountSlowdown = {
  freeFailures: 10,
  firstDelayMs: 250,
  maxDelayMs: 3_000,
  windowMs: 60 * 60_000,
};

/** How long the pair has to wait after `failures` failed sign-ins. */
function pairWaitMs(failures: number): number {
  if (failures < pairBackoff.freeFailures) return 0;
  const doublings = failures - pairBackoff.freeFailures;
  return Math.min(pairBackoff.firstWaitMs * 2 ** Math.min(doublings, 30), pairBackoff.maxWaitMs);
}

/** How much later every sign-in of an account is answered after `failures` failed ones. */
function accountDelayMs(failures: number): number {
  if (failures <= accountSlowdown.freeFailures) return 0;
  const doublings = failures - accountSlowdown.freeFailures - 1;
  return Math.min(accountSlowdown.firstDelayMs * 2 ** Math.min(doublings, 30), accountSlowdown.maxDelayMs);
}

/** What was too many, as the catalogue's `too_many_requests` messages name it. */
export type TooManyWhat = Extract<ServerMessageId, `too_many_requests${string}`>;

function tooMany(retryAfter: number, what: TooManyWhat = 'too_many_requests'): AppError {
  return AppError.tooManyRequests(serverText(what, waitValues(retryAfter)), retryAfter);
}

export interface RateLimitOptions {
  /** Off only for load tests (AUTH_RATE_LIMIT=off). */
  enabled: boolean;
  now?: () => number;
  /** How an attacked account's sign-ins are held back; tests record the delays instead of waiting. */
  slowDown?: (ms: number) => Promise<unknown>;
}

export interface SignInAttempt {
  /** The password was right: the failures of this account from this address are forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): counts for the account from every address. */
  failed(): Promise<void>;
}

export function createRateLimitService(repository: RateLimitRepository, options: RateLimitOptions) {
  const { enabled } = options;
  const now = options.now ?? Date.now;
  const slowDown = options.slowDown ?? ((ms: number) => sleep(ms));

  /** Throws 429 once any of the keys has gone over its limit; every key is counted. */
  async function check(entries: { key: string; limit: Limit }[], what?: TooManyWhat): Promise<void> {
    if (!enabled) return;
    let retryAfter = 0;
    const at = now();
    for (const { key, limit } of entries) {
      const { count, resetAt } = await repository.hit(key, limit.windowMs, at);
      if (count > limit.max) retryAfter = Math.max(retryAfter, Math.ceil((resetAt - at) / 1000));
    }
    if (retryAfter > 0) throw tooMany(retryAfter, what);
  }

  return {
    check,

    /**
     * Lets a sign-in of `email` from `address` go on, or throws 429 while that pair waits out its back-off.
     * The attempt is counted as a failure before the password is checked, under a row lock, so parallel
     * requests cannot all slip in before the first failure is written; a success takes it back.
     */
    async beginSignIn(email: string, address: string): Promise<SignInAttempt> {
      const pairKey = `sign-in:failed:${email}:from:${address}`;
      const accountKey = `sign-in:failed:${email}`;
      if (!enabled) return { succeeded: async () => {}, failed: async () => {} };
      await check([{ key: `sign-in:ip:${address}`, limit: authLimits.signInPerAddress }]);

      const at = now();
      let retryAfter = 0;
      await repository.update(pairKey, (current): Counter | null => {
        if (!current || current.lastRequest <= at - pairBackoff.forgetAfterMs) {
          return { count: 1, lastRequest: at };
        }
        const until = current.lastRequest + pairWaitMs(current.count);
        if (at < until) {
          retryAfter = Math.ceil((until - at) / 1000);
          return null;
        }
        return { count: current.count + 1, lastRequest: at };
      });
      if (retryAfter > 0) throw tooMany(retryAfter, 'too_many_requests.sign_ins');

      const { count } = await repository.peek(accountKey, accountSlowdown.windowMs, at);
      const delay = accountDelayMs(count);
      if (delay > 0) await slowDown(delay);

      return {
        succeeded: () => repository.forget(pairKey),
        failed: async () => {
          await repository.hit(accountKey, accountSlowdown.windowMs, now());
        },
      };
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
