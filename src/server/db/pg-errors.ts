/** The PostgreSQL error code of a failed query, also when Drizzle wraps the driver's error. */
export function pgErrorCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown })?.code;
  if (typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === 'string' && /^[0-9A-Z]{5}$/.test(cause) ? cause : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
/** Invalid byte sequence, such as U+0000 in text. */
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const UNTRANSLATABLE_CHARACTER = '22P05';
/** A parameter PostgreSQL cannot use, such as a time zone name it does not know. */
export const INVALID_PARAMETER_VALUE = '22023';
