import { ApiError } from './api-client';

/**
 * What to tell the person about a failed call: the server's message (or its message for `field`, when it
 * sent one), else `fallback`. Only our API's errors are shown as they are; anything else may be technical.
 */
export function errorMessage<Fallback extends string | null>(
  error: unknown,
  fallback: Fallback,
  field?: string,
): string | Fallback {
  if (!(error instanceof ApiError)) return fallback;
  return (field === undefined ? undefined : error.fields?.[field]) ?? error.message;
}
