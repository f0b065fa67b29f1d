import type { ErrorCode } from '#contract/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  static tooManyRequests(message: string, retryAfter: number) {
    return new AppError(429, 'too_many_requests', message, undefined, retryAfter);
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, 'bad_request', message, fields);
  }
  static unauthorized(message = 'Please log in first.') {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string, code: ErrorCode = 'conflict') {
    return new AppError(409, code, message);
  }
  /** An outside service (the card processor) failed; the message says what was and was not done. */
  static badGateway(message: string) {
    return new AppError(502, 'bad_gateway', message);
  }
  static paymentRequired(code: ErrorCode, message: string) {
    return new AppError(402, code, message);
  }
  static unsupportedMediaType(message: string) {
    return new AppError(415, 'unsupported_media_type', message);
  }
  static payloadTooLarge(message: string) {
    return new AppError(413, 'payload_too_large', message);
  }
}
