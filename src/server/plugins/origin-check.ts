import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: the browser's Origin must be this site, one of the
 * trusted origins (its configured address), never whatever the request's Host says, which anyone can write.
 * A missing Origin is refused too.
 * `skip` lists path prefixes, `skipPaths` exact paths (the query aside), for requests made by other programs
 * whose own secret is the key (a signed webhook, a one-click unsubscribe URL).
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { trustedOrigins: string[]; skip?: string[]; skipPaths?: string[] },
) {
  const trusted = new Set(options.trustedOrigins.map((o) => new URL(o).origin));
  const skip = options.skip ?? [];
  const skipPaths = new Set(options.skipPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith('/api/') || skip.some((prefix) => url.startsWith(prefix))) return;
    if (skipPaths.has(url.split('?')[0]!)) return;
    const origin = request.headers.origin;
    if (!origin || origin === 'null') throw AppError.forbidden(serverText('forbidden.foreign_origin'));
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw AppError.forbidden(serverText('forbidden.foreign_origin'));
    }
    if (trusted.has(parsed.origin)) return;
    throw AppError.forbidden(serverText('forbidden.foreign_origin'));
  });
}
