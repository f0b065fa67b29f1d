import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Store } from '#server/db/client';
import type { Transactions } from '#server/db/transaction';
import type { AnyProcessor } from '#server/card-processors/processor';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import type { RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { RateLimitRepository } from '#server/rate-limits/rate-limit.repository';
import { runJobsWithApp, type Job } from '#server/jobs/job-lifecycle';

export type AppInstance = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What one module brings to the app besides the services it offers the others: its routes under /api,
 * its pages at the site's root, and its background jobs. Every module's `createX(deps)` answers one.
 */
export interface ServerModule {
  /** The module's folder name, for logs and errors. */
  name: string;
  api?: (api: AppInstance) => PromiseLike<unknown>;
  site?: (app: AppInstance) => PromiseLike<unknown>;
  jobs?: Job[];
}

/** A module's answer: its name and parts, checked against the shape, its services keeping their own types. */
export const defineModule = <M extends Omit<ServerModule, 'name'> & Record<string, unknown>>(
  name: string,
  parts: M,
) => ({
  name,
  ...parts,
});

/** What every module may be given: the store, the clock, the log, mail and the site's address. */
export interface CoreDeps {
  store: Store;
  transactions: Transactions;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The base of absolute links in mails, feeds and pages' heads (PUBLIC_URL, else the site's address). */
  siteUrl: string;
  enqueueMail: EnqueueMail;
  /** Whether mails leave the process (SMTP) or stay in the outbox. */
  sendsMail: boolean;
  processor: AnyProcessor;
  /** The sign-in and sign-up limits (off with AUTH_RATE_LIMIT=off). */
  limits: RateLimitService;
  rateLimits: RateLimitRepository;
}

/** Jobs first (so they stop with the app), then every module's routes under /api, then its pages. */
export async function registerModules(app: AppInstance, modules: readonly ServerModule[]) {
  runJobsWithApp(
    app,
    modules.flatMap((module) => module.jobs ?? []),
  );
  await app.register(
    async (api) => {
      for (const module of modules) await module.api?.(api);
    },
    { prefix: '/api' },
  );
  for (const module of modules) await module.site?.(app);
}
