import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signInBody, signUpBody } from '#contract/auth';
import type { ErrorCode } from '#contract/errors';
import { user } from '#contract/users';
import { signUpAnswer } from '#contract/account-links';
import type { AccountLinksService } from '#server/modules/account-links/account-links.service';
import { thirdPartyProviders, type ThirdPartyProvider } from '#contract/third-party';
import type { Auth } from '#server/identity/auth';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { withMessageSaid } from '#server/plugins/request-locale';
import { toWebHeaders } from '#server/plugins/viewer';
import { answerNoSoonerThan, STEADY_ANSWER_MS } from '#server/plugins/steady-answer';
import type { UsersService } from '#server/modules/users/users.service';
import {
  authLimits,
  TOO_MANY_NEW_ACCOUNTS,
  type RateLimitService,
} from '#server/rate-limits/rate-limit.service';

export interface AuthRoutesOptions {
  auth: Auth;
  baseURL: string;
  limits: RateLimitService;
  users: Pick<UsersService, 'findById'>;
  thirdParty: ThirdPartyProvider | null;
  links: AccountLinksService;
  /** The timer that holds sign-up's answer to an even time. */
  steadyAnswerWait?: (ms: number) => Promise<unknown>;
}

/** Library routes reachable from outside besides the ones wrapped here: the OpenID Connect return. */
const passThrough = [/^\/api\/auth\/callback\/[\w-]+$/];
const POPUP_DONE_PATH = '/auth/complete';

const libraryErrorCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  422: 'conflict',
};

/** Runs a request through the auth library and answers with its status, cookies and (translated) body. */
async function callLibrary(auth: Auth, baseURL: string, request: FastifyRequest, body?: unknown) {
  const init: RequestInit = { method: request.method, headers: toWebHeaders(request) };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Headers).set('content-type', 'application/json');
    (init.headers as Headers).delete('content-length');
  }
  return auth.handler(new Request(new URL(request.url, baseURL), init));
}

function copyHeaders(from: Response, reply: FastifyReply) {
  for (const cookie of from.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const location = from.headers.get('location');
  if (location) reply.header('location', location);
}

async function libraryError(response: Response): Promise<AppError> {
  const data = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const status = response.status === 422 ? 409 : response.status;
  // The library's other messages are its own English: only ours are in the catalogue.
  const message =
    data.code === 'USER_ALREADY_EXISTS' || data.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
      ? serverText('conflict.email_taken')
      : (data.message ?? serverText('bad_request.refused'));
  return new AppError(status, libraryErrorCodes[response.status] ?? 'bad_request', message);
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, baseURL, limits, users } = options;

  async function answerWithUser(response: Response, reply: FastifyReply) {
    if (!response.ok) throw await libraryError(response);
    const data = (await response.json()) as { user?: { id: string } };
    const found = data.user ? await users.findById(data.user.id) : null;
    if (!found) throw AppError.unauthorized();
    copyHeaders(response, reply);
    // The library also answers the session token in the body; a script must never see it.
    return found;
  }

  app.post(
    '/sign-up/email',
    {
      // A new address and a taken one do different work: both answer at the same time.
      onSend: answerNoSoonerThan(STEADY_ANSWER_MS.signUp, options.steadyAnswerWait),
      schema: {
        summary: 'Sign up with email and password',
        description:
          'Answers "check your inbox" whether or not the address has an account, and signs nobody in: a new ' +
          'account gets a verification link (24 hours) that signs it in, an existing one a mail saying ' +
          'someone tried to sign up with it.',
        errors: {
          429: 'more than 50 new accounts from this address in an hour',
        },
        tags: ['auth'],
        body: signUpBody,
        response: { 200: signUpAnswer },
      },
    },
    async (request, reply) => {
      await limits.check(
        [{ key: `sign-up:ip:${request.ip}`, limit: authLimits.signUpPerAddress }],
        TOO_MANY_NEW_ACCOUNTS,
      );
      const { name, email, password, image, gender } = request.body;
      const { links } = options;
      if (await links.findAccountByEmail(email)) {
        return withMessageSaid(
          request,
          reply,
          await links.answerTakenAddress(email, password, request.uiLocale),
        );
      }
      const response = await callLibrary(auth, baseURL, request, {
        name,
        email,
        password,
        ...(image ? { image } : {}),
        ...(gender ? { gender } : {}),
      });
      if (!response.ok) {
        const refused = await libraryError(response);
        // Another sign-up with this address got in first: the same answer as any taken address.
        if (refused.statusCode === 409) {
          return withMessageSaid(
            request,
            reply,
            await links.answerTakenAddress(email, password, request.uiLocale),
          );
        }
        throw refused;
      }
      // No session and no cookie: the verification link signs the new account in.
      const data = (await response.json()) as { user?: { id: string; name: string; email: string } };
      if (!data.user) throw new Error('the auth library answered a sign-up without its account');
      await links.queueVerification(data.user, request.uiLocale);
      return withMessageSaid(request, reply, links.checkInbox);
    },
  );

  app.post(
    '/sign-in/email',
    {
      schema: {
        summary: 'Sign in with email and password',
        description:
          'Sets the session cookie. Failed attempts slow down and then wait (see sign-in-throttling).',
        errors: {
          401: 'wrong email or password',
          429: 'too many sign-ins from this address, or failures for this account',
        },
        tags: ['auth'],
        body: signInBody,
        response: { 200: user },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await limits.beginSignIn(email, request.ip);
      const response = await callLibrary(auth, baseURL, request, { email, password, rememberMe: true });
      // One answer whether the email exists or the password is wrong.
      if (response.status === 401 || response.status === 400) {
        await attempt.failed();
        throw AppError.unauthorized(serverText('unauthorized.invalid_credentials'));
      }
      if (response.ok) await attempt.succeeded();
      return answerWithUser(response, reply);
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        summary: 'Sign out',
        description: 'Ends the session on the server; without one, it ends nothing and says the same.',
        tags: ['auth'],
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const response = await callLibrary(auth, baseURL, request, {});
      copyHeaders(response, reply);
      return { success: true };
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        summary: 'The third-party sign-in providers',
        description: 'Empty when none is configured.',
        tags: ['auth'],
        response: { 200: thirdPartyProviders },
      },
    },
    async () => (options.thirdParty ? [options.thirdParty] : []),
  );

  // The sign-in popup opens this page; it starts the authorization-code flow (state, PKCE and nonce
  // are made and checked by the auth library) and sends the popup on to the provider.
  app.get(
    '/popup/start',
    {
      schema: {
        summary: 'Start a third-party sign-in',
        description:
          'Opened in the sign-in popup: redirects (302) to the provider, with state, PKCE and nonce.',
        errors: { 404: 'no such provider', 503: 'the provider cannot be reached' },
        tags: ['auth'],
        querystring: z.object({ provider: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const provider = options.thirdParty;
      if (!provider || provider.id !== request.query.provider)
        throw AppError.notFound(serverText('not_found.sign_in_provider'));
      const headers = toWebHeaders(request);
      headers.set('origin', new URL(baseURL).origin);
      headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(new URL('/api/auth/sign-in/social', baseURL), {
          method: 'POST',
          headers,
          body: JSON.stringify({
            provider: provider.id,
            callbackURL: POPUP_DONE_PATH,
            errorCallbackURL: POPUP_DONE_PATH,
            newUserCallbackURL: POPUP_DONE_PATH,
            disableRedirect: true,
          }),
        }),
      );
      if (!response.ok) throw await libraryError(response);
      const { url } = (await response.json()) as { url?: string };
      if (!url)
        throw new AppError(503, 'service_unavailable', serverText('service_unavailable.sign_in_provider'));
      copyHeaders(response, reply);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!passThrough.some((pattern) => pattern.test(path))) {
        throw AppError.notFound(serverText('not_found.route', { method: request.method, path }));
      }
      const response = await callLibrary(
        auth,
        baseURL,
        request,
        request.method === 'POST' ? request.body : undefined,
      );
      // The library's own error bodies are not ours: answer them in the API's error shape.
      if (response.status >= 500) throw new Error(`the auth library answered ${response.status}`);
      if (response.status >= 400) throw await libraryError(response);
      reply.status(response.status);
      copyHeaders(response, reply);
      const type = response.headers.get('content-type');
      if (type) reply.type(type);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
