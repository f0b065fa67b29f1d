import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, bestUiLocale, type UiLocale } from '#contract/ui-locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's words are in: the account's choice, else the browser's (Accept-Language). */
    readonly uiLocale: UiLocale;
  }
}

/**
 * The request's language. Worked out when asked, not once in a hook: an error can be answered before the
 * viewer is known (a refused origin) or for a request that never looks it up (an anonymous route).
 */
export function requestLocale(
  request: Pick<FastifyRequest, 'headers'> & { viewer?: FastifyRequest['viewer'] },
) {
  return request.viewer?.locale ?? bestUiLocale(acceptedLanguages(request.headers['accept-language']));
}

export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('uiLocale', {
    getter(this: FastifyRequest) {
      return requestLocale(this);
    },
  });
}

/** The answer's words depend on Accept-Language: a cache keeps one answer per language. */
export function varyOnLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const listed = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
  if (listed.includes('accept-language') || listed.includes('*')) return;
  reply.header('vary', typeof vary === 'string' && vary ? `${vary}, Accept-Language` : 'Accept-Language');
}
