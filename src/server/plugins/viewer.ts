import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '#contract/users';
import type { Viewer } from '#server/viewer';
import { SESSION_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from '#server/identity/auth';
import { sessionCookieName, signedSessionToken } from '#server/identity/session-cookie';
import type { Store } from '#server/db/client';
import { createSessionsRepository, type SessionsRepository } from '#server/identity/sessions.repository';
import { createViewerCache, type ViewerCache } from '#server/identity/viewer-cache';
import { followViewerChanges, noViewerChanges, type ViewerChanges } from '#server/identity/viewer-changes';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** The route never needs to know who is asking: its requests skip the session lookup. */
    anonymous?: boolean;
    /**
     * The route changes accounts or sessions (a role, a deletion, a profile): it answers only once every
     * process has been told to forget who was asking. The auth library's own routes count as such.
     */
    changesAccounts?: boolean;
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

export interface ViewerOptions {
  auth: Auth;
  sessions: SessionsRepository;
  secret: string;
  secureCookies: boolean;
  /** Who is asking, kept for a second (SESSION_CACHE_MS); see viewer-cache.ts for when it forgets. */
  cache: ViewerCache;
  changes: ViewerChanges;
}

/**
 * Who is asking: read from the session cookie and the store on every API request, so a sign-out, a role
 * change or a deletion counts from the next request in every process. The cookie's signature is checked
 * here and the session and its account come in one query, or from the viewer cache, which every process
 * empties when the store announces a change to an account or a session; a session due to be extended
 * (once a day of use) goes through the auth library, which extends it.
 */
function registerViewer(app: FastifyInstance, options: ViewerOptions) {
  const { auth, sessions, cache, changes } = options;
  const cookieName = sessionCookieName(options.secureCookies);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (request.routeOptions.config?.anonymous) return;
    const token = signedSessionToken(request.headers.cookie, cookieName, options.secret);
    if (!token) return;
    const found = await cache.viewer(token, sessions.findViewer);
    if (!found) return;
    const dueForExtension =
      found.sessionExpiresAt.getTime() - (SESSION_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 <= Date.now();
    if (dueForExtension) {
      const session = await auth.api.getSession({ headers: toWebHeaders(request) });
      if (!session) return;
    }
    request.viewer = {
      id: found.id,
      email: found.email,
      name: found.name,
      role: found.role,
      photo: found.image,
      gender: found.gender,
      emailVerified: found.emailVerified,
      locale: found.locale,
    };
  });
  // This process's own changes are forgotten before their answer leaves, without waiting for the
  // store's notice: the next request, here, cannot see what was before; and a change to accounts waits
  // until the other processes were told.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    cache.forget();
    if (request.url.startsWith('/api/auth/') || request.routeOptions.config?.changesAccounts) {
      await changes.settle();
    }
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
      throw AppError.forbidden(serverText('forbidden.roles', { roles: roles.join('_') }));
    }
  };
  guardAudience.set(guard, roles);
  return guard;
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw AppError.unauthorized();
  return request.viewer;
}

/**
 * The viewer with its cache (SESSION_CACHE_MS, off at 0), which follows the store's notices of changed
 * accounts and sessions until the app closes.
 */
export async function registerViewerWithCache(
  app: FastifyInstance,
  options: Pick<ViewerOptions, 'auth' | 'secret' | 'secureCookies'> & { store: Store; ttlMs: number },
) {
  const { store } = options;
  const cache = createViewerCache({ ttlMs: options.ttlMs });
  const changes = cache.enabled ? await followViewerChanges(store, cache) : noViewerChanges;
  app.addHook('onClose', changes.stop);
  registerViewer(app, {
    auth: options.auth,
    sessions: createSessionsRepository(store.db),
    secret: options.secret,
    secureCookies: options.secureCookies,
    cache,
    changes,
  });
}
