import type { $ZodType } from 'zod/v4/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '#contract/errors';

/** The server's codes, and what this side says when no answer of the server's shape came. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'bad_response' | 'http_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
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
  schema?: $ZodType<T>;
  signal?: AbortSignal;
  /** Sign-in and similar calls answer 401 for a wrong password: that is not a lost session. */
  skipUnauthorizedHandler?: boolean;
}

// What this side says when no answer of the server's came, in the interface's language when it is said.
const networkError = msg`Could not reach the server. Check your connection and try again.`;
const unreadable = msg`The server sent an answer we could not read.`;
const unexpected = msg`The server sent an unexpected answer.`;
const cancelled = msg`The upload was cancelled.`;

export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
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
    throw new ApiError(0, 'network_error', i18n._(networkError));
  }
  return readAnswer(response.status, await response.text(), options);
}

/**
 * One reading of every answer, for fetch and for uploads: our error shape, the 401/403 hand-off, the schema.
 * No zod here: an answer is checked through its own schema, and the error shape's schema is fetched with
 * the first error, so the public pages' first load, whose reads pass no schema, carries no zod.
 */
async function readAnswer<T>(
  status: number,
  text: string,
  options: Pick<RequestOptions<T>, 'schema' | 'skipUnauthorizedHandler'>,
): Promise<T> {
  const ok = status >= 200 && status < 300;
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // A proxy's HTML error page still deserves its status below.
      if (ok) throw new ApiError(status, 'bad_response', i18n._(unreadable));
    }
  }
  if (!ok) {
    const { errorBody } = await import('#contract/errors');
    const parsed = errorBody.safeParse(data);
    const error = parsed.success
      ? new ApiError(status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields)
      : new ApiError(status, 'http_error', i18n._(msg`The request failed (${status}).`));
    if ((status === 401 || status === 403) && !options.skipUnauthorizedHandler) {
      onUnauthorized?.(status);
    }
    throw error;
  }
  if (!options.schema) return data as T;
  const parsed = await options.schema['~standard'].validate(data);
  if (parsed.issues) throw new ApiError(status, 'bad_response', i18n._(unexpected));
  return parsed.value as T;
}

export interface UploadOptions<T> {
  schema?: $ZodType<T>;
  signal?: AbortSignal;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * A multipart POST that reports upload progress, which fetch cannot do. The browser adds the Origin header
 * and the same-origin session cookie itself; answers are read exactly as api() reads them.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException(i18n._(cancelled), 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', `/api${path}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      readAnswer(xhr.status, xhr.responseText, options).then(resolve, reject);
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'network_error', i18n._(networkError)));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException(i18n._(cancelled), 'AbortError'));
    };
    xhr.send(form);
  });
}
