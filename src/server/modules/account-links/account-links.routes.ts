import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  forgotPasswordBody,
  messageAnswer,
  resetPasswordBody,
  tokenBody,
  verificationOpened,
  verifyEmailBody,
} from '#contract/account-links';
import { user } from '#contract/users';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { withMessageSaid } from '#server/plugins/request-locale';
import { answerNoSoonerThan, STEADY_ANSWER_MS } from '#server/plugins/steady-answer';
import { requireAuth, viewerOf } from '#server/plugins/viewer';
import type { UsersService } from '#server/modules/users/users.service';
import type { AccountLinksService } from './account-links.service.js';

export interface AccountLinksRoutesOptions {
  links: AccountLinksService;
  users: Pick<UsersService, 'findById'>;
  /** Opens a session for the account and answers its Set-Cookie header. */
  startSession: (userId: string, request: FastifyRequest) => Promise<string>;
  /** The timer that holds "Forgot password?"'s answer to an even time. */
  steadyAnswerWait?: (ms: number) => Promise<unknown>;
}

export const accountLinksRoutes: FastifyPluginAsyncZod<AccountLinksRoutesOptions> = async (app, options) => {
  const { links, users, startSession } = options;

  app.post(
    '/account-links/verify-email/open',
    {
      config: { anonymous: true, changesAccounts: true },
      schema: {
        summary: 'Open a verification link',
        description:
          'With the token of the link mailed at sign-up, without spending it: answers the address and the name ' +
          'given at sign-up, and whether the owner must choose a password. An unverified account with a ' +
          'password had it chosen before anyone proved the address, so every session of the account ends and ' +
          'that password stops working here; the link then needs a new password and the confirmed name.',
        errors: {
          400: 'no such link',
          409: { when: 'the link was used before', codes: ['link_used'] },
          410: 'the link has expired',
        },
        tags: ['auth'],
        body: tokenBody,
        response: { 200: verificationOpened },
      },
    },
    (request) => links.openVerification(request.body.token),
  );

  app.post(
    '/account-links/verify-email',
    {
      config: { anonymous: true, changesAccounts: true },
      schema: {
        summary: 'Verify an email address',
        description:
          'With the token of the link mailed at sign-up (single use, 24 hours): the address is verified and the ' +
          'browser signed in to that account. An account whose password was chosen before its address was ' +
          'proven also needs `password` (the owner’s own) and `name` (as confirmed); every other session ends.',
        errors: {
          400: 'no such link, or the password or name is missing or breaks a rule',
          409: { when: 'the link was used before', codes: ['link_used'] },
          410: 'the link has expired',
        },
        tags: ['auth'],
        body: verifyEmailBody,
        response: { 200: user },
      },
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      const account = await links.verifyEmail(token, { name, password });
      const found = await users.findById(account.id);
      if (!found) throw AppError.badRequest(serverText('bad_request.account_gone'));
      reply.header('set-cookie', await startSession(account.id, request));
      return { ...found, emailVerified: true };
    },
  );

  app.post(
    '/account-links/verify-email/resend',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Send the verification link again',
        description: 'To the signed-in account’s address; three times an hour at most.',
        errors: { 409: 'the address is already verified', 429: 'too many links sent in the last hour' },
        tags: ['auth'],
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) =>
      withMessageSaid(request, reply, await links.resendVerification(viewerOf(request), request.uiLocale)),
  );

  app.post(
    '/account-links/forgot-password',
    {
      config: { anonymous: true },
      // An address with an account gets a link and a mail, an unknown one nothing: both answer at one time.
      onSend: answerNoSoonerThan(STEADY_ANSWER_MS.forgotPassword, options.steadyAnswerWait),
      schema: {
        summary: 'Ask for a password reset link',
        description:
          'Mails a link (single use, 30 minutes) when an account uses the address; the answer is the same either way.',
        errors: { 429: 'too many resets asked for this address or from this client' },
        tags: ['auth'],
        body: forgotPasswordBody,
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) =>
      withMessageSaid(
        request,
        reply,
        await links.requestPasswordReset(request.body.email, request.ip, request.uiLocale),
      ),
  );

  app.post(
    '/account-links/reset-password',
    {
      config: { anonymous: true, changesAccounts: true },
      schema: {
        summary: 'Choose a new password with a reset link',
        description:
          'Sets the password (the sign-up rules), signs out every session of the account and mails it.',
        errors: {
          400: 'no such link, or the password breaks a rule',
          409: { when: 'the link was used before', codes: ['link_used'] },
          410: 'the link has expired',
        },
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) =>
      withMessageSaid(
        request,
        reply,
        await links.resetPassword(request.body.token, request.body.password, request.uiLocale),
      ),
  );
};
