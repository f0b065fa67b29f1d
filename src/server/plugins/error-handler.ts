import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#contract/errors';
import { AppError } from '#server/errors';
import { serverText, sourceMessages, type ServerMessageId } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';
import { requestLocale, said, varyOnLanguage } from '#server/plugins/request-locale';
import { sentValue, validationProblem } from '#server/plugins/validation-problems';
import {
  CHARACTER_NOT_IN_REPERTOIRE,
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  UNIQUE_VIOLATION,
  UNTRANSLATABLE_CHARACTER,
} from '#server/db/pg-errors';

const constraintCodes = new Set([CHECK_VIOLATION, UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION]);
const unstorableTextCodes = new Set([CHARACTER_NOT_IN_REPERTOIRE, UNTRANSLATABLE_CHARACTER]);

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

function errorAnswer(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** What the request sent in the part a validation error is about. */
function sentIn(request: FastifyRequest, where: string): unknown {
  if (where === 'querystring') return request.query;
  if (where === 'params') return request.params;
  if (where === 'headers') return request.headers;
  return request.body;
}

function fieldName(instancePath: string, fallback: string) {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

// Socket errors, PostgreSQL's "connection exception" (08xxx), shutting down or starting (57P01-57P03),
// too many connections (53300), and a statement cancelled by statement_timeout (57014).
const unavailableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|08...|57P0[123]|53300|57014)$/;
// node-postgres and its pool report a lost or timed-out connection by message only.
const unavailableMessages =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Query read timeout)$/;

/** The database cannot be reached: the error itself, or any error it wraps (Drizzle, the auth library). */
function databaseUnavailableCause(error: unknown): Error | null {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if (typeof current.code === 'string' && unavailableCodes.test(current.code)) return current as Error;
    if (typeof current.message === 'string' && unavailableMessages.test(current.message))
      return current as Error;
    current = current.cause as typeof current;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== null;
}

/** Every error leaves as { error: { code, message, fields? } }; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      const message = error.text ? said(request, reply, error.text) : error.message;
      const fields = error.fieldTexts
        ? Object.fromEntries(
            Object.entries(error.fieldTexts).map(([name, text]) => [
              name,
              typeof text === 'string' ? text : said(request, reply, text),
            ]),
          )
        : undefined;
      return reply.status(error.statusCode).send(errorAnswer(error.code, message, fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const locale = requestLocale(request);
      varyOnLanguage(reply);
      const sent = sentIn(request, where);
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // A key the schema does not know (a forged `status`, say) is named itself, not its parent object.
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(unknownKeys)) {
          for (const key of unknownKeys) {
            fields[fieldName(`${issue.instancePath.replace(/\/$/, '')}/${key}`, where)] ??= said(
              request,
              reply,
              serverText('bad_request.field_not_accepted'),
            );
          }
          continue;
        }
        const name = fieldName(issue.instancePath, where);
        // English keeps the schemas' own words; other languages say what kind of problem it is.
        fields[name] ??=
          locale === 'en'
            ? (issue.message ?? 'is not valid')
            : translate(locale, validationProblem(issue, sentValue(sent, issue.instancePath) === undefined));
      }
      const first = Object.entries(fields)[0];
      const message = said(
        request,
        reply,
        first
          ? serverText('bad_request.field', { field: first[0], problem: first[1] })
          : serverText('bad_request'),
      );
      return reply.status(400).send(errorAnswer('bad_request', message, fields));
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // The driver's own error only: the wrapping ones quote the failed query and its parameters.
      request.log.error({ err: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorAnswer('service_unavailable', said(request, reply, serverText('service_unavailable'))));
    }
    // The database's constraints are the last line (seats never below 0, one enrolment per class): a
    // request that breaks one lost a race, which is a conflict, not a server fault.
    const pgCode = pgErrorCode(error);
    if (pgCode && constraintCodes.has(pgCode)) {
      request.log.warn({ err: error }, 'constraint violated');
      return reply.status(409).send(errorAnswer('conflict', said(request, reply, serverText('conflict'))));
    }
    // Text the database cannot store (the input guard stops most of it first) is the sender's, not ours.
    if (pgCode && unstorableTextCodes.has(pgCode)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply
        .status(400)
        .send(errorAnswer('bad_request', said(request, reply, serverText('bad_request.unstorable_text'))));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = statusCodes[status] ?? 'bad_request';
      // Fastify's own refusals (a body too large, JSON that does not parse) keep its words in English.
      const message =
        requestLocale(request) === 'en'
          ? error.message || 'Bad request.'
          : said(
              request,
              reply,
              serverText(code in sourceMessages ? (code as ServerMessageId) : 'bad_request'),
            );
      return reply.status(status).send(errorAnswer(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorAnswer('internal_error', said(request, reply, serverText('internal_error'))));
  });
}

/**
 * Fastify's own refusals that come before routing (a URL that cannot be decoded, an over-long path
 * parameter): no hook runs for them, so the security headers helmet would add are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    })
    .send(
      errorAnswer(
        statusCodes[status] ?? 'bad_request',
        said(
          request,
          reply,
          serverText(status === 414 ? 'bad_request.address_too_long' : 'bad_request.address_not_valid'),
        ),
      ),
    );
}
