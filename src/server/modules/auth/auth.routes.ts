import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVALID_CREDENTIALS, signInBody, signUpBody } from '../../../contract/auth.js';
import { user } from '../../../contract/users.js';
import type { Auth } from '../../auth/auth.js';
import { AppError } from '../../errors.js';
import { toWebHeaders } from '../../plugins/auth.js';
import type { UsersRepository } from '../users/users.repository.js';
import { authLimits, type RateLimitService } from './rate-limit.service.js';

export interface AuthRoutesOptions {
  auth: Auth;
  baseURL: string;
  limits: RateLimitService;
  users: UsersRepository;
  /** Library routes reachable from outside besides the ones wrapped here (the OpenID Connect flow). */
  passThrough: RegExp[];
}

const libraryErrorCodes: Record<number, string> = {
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
  const message =
    data.code === 'USER_ALREADY_EXISTS' || data.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
      ? 'An account with this email already exists.'
      : (data.message ?? 'The request was refused.');
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
    { schema: { tags: ['auth'], body: signUpBody, response: { 200: user } } },
    async (request, reply) => {
      await limits.check([{ key: `sign-up:ip:${request.ip}`, limit: authLimits.signUpPerAddress }]);
      const { name, email, password, image, gender } = request.body;
      const response = await callLibrary(auth, baseURL, request, {
        name,
        email,
        password,
        ...(image ? { image } : {}),
        ...(gender ? { gender } : {}),
      });
      return answerWithUser(response, reply);
    },
  );

  app.post(
    '/sign-in/email',
    { schema: { tags: ['auth'], body: signInBody, response: { 200: user } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.check([
        { key: `sign-in:ip:${request.ip}`, limit: authLimits.signInPerAddress },
        { key: `sign-in:account:${email}`, limit: authLimits.signInPerAccount },
      ]);
      const response = await callLibrary(auth, baseURL, request, { email, password, rememberMe: true });
      // One answer whether the email exists or the password is wrong.
      if (response.status === 401 || response.status === 400)
        throw AppError.unauthorized(INVALID_CREDENTIALS);
      return answerWithUser(response, reply);
    },
  );

  app.post(
    '/sign-out',
    { schema: { tags: ['auth'], response: { 200: z.object({ success: z.boolean() }) } } },
    async (request, reply) => {
      const response = await callLibrary(auth, baseURL, request, {});
      copyHeaders(response, reply);
      return { success: true };
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!options.passThrough.some((pattern) => pattern.test(path))) {
        throw AppError.notFound(`No route for ${request.method} ${path}.`);
      }
      const response = await callLibrary(
        auth,
        baseURL,
        request,
        request.method === 'POST' ? request.body : undefined,
      );
      reply.status(response.status);
      copyHeaders(response, reply);
      const type = response.headers.get('content-type');
      if (type) reply.type(type);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
