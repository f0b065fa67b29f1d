import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionIdParam,
  accountSessions,
  changePasswordAnswer,
  changePasswordBody,
  passwordStatus,
} from '#contract/account-security';
import { deletedCountAnswer } from '#contract/common';
import { requireAuth, viewerOf } from '#server/plugins/viewer';
import type { AccountSecurityService, Asker } from './account-security.service.js';

export interface AccountSecurityRoutesOptions {
  security: AccountSecurityService;
  /** The session token of the request's signed cookie, or null. */
  sessionTokenOf: (request: FastifyRequest) => string | null;
}

export const accountSecurityRoutes: FastifyPluginAsyncZod<AccountSecurityRoutesOptions> = async (
  app,
  { security, sessionTokenOf },
) => {
  const askerOf = (request: FastifyRequest): Asker => ({
    viewer: viewerOf(request),
    sessionToken: sessionTokenOf(request),
    userAgent: request.headers['user-agent'],
    ipAddress: request.ip,
    locale: request.uiLocale,
  });

  app.get(
    '/account/password',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Whether the account has a password',
        description: 'Accounts made by a third-party sign-in have none; `changedAt` is when it was last set.',
        tags: ['account'],
        response: { 200: passwordStatus },
      },
    },
    (request) => security.passwordStatus(viewerOf(request)),
  );

  app.post(
    '/account/password',
    {
      onRequest: requireAuth,
      config: { changesAccounts: true },
      schema: {
        summary: 'Change the password',
        description:
          'Needs the current password. Every other session of the account is signed out (this one stays) and the account is mailed.',
        errors: {
          400: 'a wrong current password (field currentPassword), or a new one that breaks the rules or is the same',
          409: 'an account with no password (third-party sign-in only)',
          429: 'five wrong current passwords in 15 minutes',
        },
        tags: ['account'],
        body: changePasswordBody,
        response: { 200: changePasswordAnswer },
      },
    },
    (request) => security.changePassword(askerOf(request), request.body),
  );

  app.get(
    '/account/sessions',
    {
      onRequest: requireAuth,
      schema: {
        summary: "The account's signed-in sessions",
        description:
          'Device (from the user agent), address, when signed in and last active; the asking one first, marked `current`. No tokens.',
        tags: ['account'],
        response: { 200: accountSessions },
      },
    },
    (request) => security.listSessions(askerOf(request)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      onRequest: requireAuth,
      config: { changesAccounts: true },
      schema: {
        summary: 'Sign one session out',
        description:
          'It is refused from its next request on, in every server process. The account is mailed.',
        errors: {
          404: 'no live session with that id of this account',
          409: 'the asking session itself (log out instead)',
        },
        tags: ['account'],
        params: accountSessionIdParam,
        response: { 200: deletedCountAnswer },
      },
    },
    (request) => security.endSession(askerOf(request), request.params.id),
  );

  app.post(
    '/account/sessions/sign-out-others',
    {
      onRequest: requireAuth,
      config: { changesAccounts: true },
      schema: {
        summary: 'Sign out everywhere else',
        description: 'Every session of the account but the asking one; the account is mailed when any ended.',
        tags: ['account'],
        response: { 200: deletedCountAnswer },
      },
    },
    (request) => security.endOtherSessions(askerOf(request)),
  );
};
