import './zod-config'; // before any contract schema is created: see zod-config.ts
import type { z } from 'zod';
import { errorBody } from '../contract/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type UnauthorizedListener = (status: 401 | 403) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The auth feature registers what happens on a 401 or 403: sign out and go to /login. */
export function setUnauthorizedHandler(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sign-in and similar calls answer 401 for a wrong password: that is not a lost session. */
  skipUnauthorizedHandler?: boolean;
}

export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'bad_response', 'The server sent an answer we could not read.');
    }
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(data);
    const error = parsed.success
      ? new ApiError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.fields,
        )
      : new ApiError(response.status, 'http_error', `The request failed (${response.status}).`);
    if ((response.status === 401 || response.status === 403) && !options.skipUnauthorizedHandler) {
      onUnauthorized?.(response.status);
    }
    throw error;
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(response.status, 'bad_response', 'The server sent an unexpected answer.');
  return parsed.data;
}
