import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, bestUiLocale, type UiLocale } from '#contract/ui-locales';
import type { ServerText } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';

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

/** A message of the catalogue in the request's language; the answer says that it varies with the language. */
export function said(
  request: Parameters<typeof requestLocale>[0],
  reply: FastifyReply,
  text: ServerText,
): string {
  varyOnLanguage(reply);
  return translate(requestLocale(request), text);
}

/** An answer whose message is one of the catalogue's, with the message said in the request's language. */
export function withMessageSaid<T extends { message: ServerText }>(
  request: Parameters<typeof requestLocale>[0],
  reply: FastifyReply,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: said(request, reply, answer.message) };
}
