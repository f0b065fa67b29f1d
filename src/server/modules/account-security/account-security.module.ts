import type { FastifyRequest } from 'fastify';
import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { AccountLinksRepository } from '#server/modules/account-links/account-links.repository';
import { createAccountSecurityRepository } from './account-security.repository.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { createAccountSecurityService } from './account-security.service.js';
import { createPasswordCheckLimit } from './password-check-limit.js';

/** Changing one's password and ending one's other sessions. */
export function createAccountSecurity(
  deps: CoreDeps & {
    accountLinks: Pick<AccountLinksRepository, 'spendOthers'>;
    authRateLimit: boolean;
    sessionTokenOf: (request: FastifyRequest) => string | null;
  },
) {
  const { now, accountLinks } = deps;
  const security = createAccountSecurityService({
    repository: createAccountSecurityRepository(deps.store.db),
    transactions: deps.transactions,
    enqueue: deps.enqueueMail,
    spendResetLinks: (tx, userId, at) => accountLinks.spendOthers(tx, userId, 'reset-password', at),
    limit: createPasswordCheckLimit(deps.rateLimits, {
      enabled: deps.authRateLimit,
      now: () => now().getTime(),
    }),
    siteUrl: deps.siteUrl,
    now,
  });
  return defineModule('account-security', {
    api: (api) => api.register(accountSecurityRoutes, { security, sessionTokenOf: deps.sessionTokenOf }),
  });
}
