import type { ErrorCode } from '#contract/errors';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';

/** A message of the catalogue, said in the request's language; plain text is sent as it is (English). */
type Said = string | ServerText;

const english = (message: Said) => (typeof message === 'string' ? message : translate('en', message));

export class AppError extends Error {
  /** The catalogue's message, when it has one: the error handler says it in the request's language. */
  readonly text: ServerText | undefined;
  /** What is wrong with each field, in English (logs, tests). */
  readonly fields: Record<string, string> | undefined;
  /** The same, as the error handler says it in the request's language. */
  readonly fieldTexts: Record<string, Said> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Said,
    fields?: Record<string, Said>,
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(english(message));
    this.text = typeof message === 'string' ? undefined : message;
    this.fieldTexts = fields;
    this.fields = fields
      ? Object.fromEntries(Object.entries(fields).map(([name, said]) => [name, english(said)]))
      : undefined;
  }

  static tooManyRequests(message: Said, retryAfter: number) {
    return new AppError(429, 'too_many_requests', message, undefined, retryAfter);
  }

  static badRequest(message: Said, fields?: Record<string, Said>) {
    return new AppError(400, 'bad_request', message, fields);
  }
  static unauthorized(message: Said = serverText('unauthorized')) {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message: Said = serverText('forbidden')) {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message: Said = serverText('not_found')) {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: Said, code: ErrorCode = 'conflict') {
    return new AppError(409, code, message);
  }
  /** An outside service (the card processor) failed; the message says what was and was not done. */
  static badGateway(message: Said) {
    return new AppError(502, 'bad_gateway', message);
  }
  static paymentRequired(code: ErrorCode, message: Said) {
    return new AppError(402, code, message);
  }
  static unsupportedMediaType(message: Said) {
    return new AppError(415, 'unsupported_media_type', message);
  }
  static payloadTooLarge(message: Said) {
    return new AppError(413, 'payload_too_large', message);
  }
}
