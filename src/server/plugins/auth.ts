import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Gender, Role } from '../../contract/users.js';
import type { Auth } from '../auth/auth.js';
import { AppError } from '../errors.js';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
  photo: string | null;
  gender: Gender | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** The route never needs to know who is asking: its requests skip the session lookup. */
    anonymous?: boolean;
  }
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  // The library reads the client address from this header only; we set it from Fastify's own view.
  headers.set('x-client-ip', request.ip);
  return headers;
}

/** Who is asking: read from the session cookie and the store on every API request. */
export function registerViewer(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (request.routeOptions.config?.anonymous) return;
    if (!request.headers.cookie) return;
    const session = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!session) return;
    const user = session.user as typeof session.user & { role?: string; gender?: string | null };
    request.viewer = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: (user.role ?? 'user') as Role,
      photo: user.image ?? null,
      gender: (user.gender ?? null) as Gender | null,
    };
  });
}

/** Whom each guard lets in ('signed-in': any account), so the API reference states it from the guard itself. */
export const guardAudience = new WeakMap<object, 'signed-in' | readonly Role[]>();

export const requireAuth: onRequestAsyncHookHandler = async (request) => {
  if (!request.viewer) throw AppError.unauthorized();
};
guardAudience.set(requireAuth, 'signed-in');

export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    if (!request.viewer) throw AppError.unauthorized();
    if (!roles.includes(request.viewer.role)) {
      throw AppError.forbidden(`This is for ${roles.join(' or ')} accounts only.`);
    }
  };
  guardAudience.set(guard, roles);
  return guard;
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw AppError.unauthorized();
  return request.viewer;
}
