import type { FastifyBaseLogger } from 'fastify';
import type { AppOptions } from '#server/app-options';
import { transactionsOf } from '#server/db/transaction';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import type { createMail } from '#server/modules/mail/mail.module';
import { createRateLimitRepository } from '#server/rate-limits/rate-limit.repository';
import { createRateLimitService } from '#server/rate-limits/rate-limit.service';
import type { CoreDeps } from './server-module.js';

/** What every module is given: the store and its transactions, the clock, the log, mail, the processor, the limits. */
export function createCore(
  options: AppOptions,
  deps: { log: FastifyBaseLogger; siteUrl: string; mail: ReturnType<typeof createMail> },
): CoreDeps {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const rateLimits = createRateLimitRepository(store.db);
  return {
    store,
    transactions: transactionsOf(store.db),
    now,
    log: deps.log,
    siteUrl: deps.siteUrl,
    enqueueMail: deps.mail.enqueueMail,
    sendsMail: deps.mail.sendsMail,
    processor: options.processor ?? createSimulatedProcessor(store.db, { now }),
    limits: createRateLimitService(rateLimits, {
      enabled: options.authRateLimit ?? true,
      now: () => now().getTime(),
      slowDown: options.signInSlowDown,
    }),
    rateLimits,
  };
}
