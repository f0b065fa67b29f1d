import type { FastifyRequest } from 'fastify';
import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { UsersService } from '#server/modules/users/users.service';
import { createAccountLinksRepository } from './account-links.repository.js';
import { accountLinksRoutes } from './account-links.routes.js';
import { createAccountLinksService } from './account-links.service.js';

/** The mailed links: verify an address, reset a password. */
export function createAccountLinks(
  deps: CoreDeps & {
    users: Pick<UsersService, 'findById'>;
    startSession: (userId: string, request: FastifyRequest) => Promise<string>;
    steadyAnswerWait?: (ms: number) => Promise<unknown>;
  },
) {
  const repository = createAccountLinksRepository(deps.store.db);
  const accountLinks = createAccountLinksService({
    repository,
    transactions: deps.transactions,
    enqueue: deps.enqueueMail,
    limits: deps.limits,
    siteUrl: deps.siteUrl,
    now: deps.now,
    sendsMail: deps.sendsMail,
  });
  return defineModule('account-links', {
    accountLinks,
    repository,
    api: (api) =>
      api.register(accountLinksRoutes, {
        links: accountLinks,
        users: deps.users,
        startSession: deps.startSession,
        steadyAnswerWait: deps.steadyAnswerWait,
      }),
  });
}
