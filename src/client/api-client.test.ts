import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { retryDelay } from './query-client';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('the API client', () => {
  it('parses a successful answer with its schema', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'ok' }));
    await expect(api('/health', { schema: z.object({ status: z.string() }) })).resolves.toEqual({
      status: 'ok',
    });
  });

  it('refuses a successful answer that does not match its schema', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 1 }));
    await expect(api('/health', { schema: z.object({ status: z.string() }) })).rejects.toMatchObject({
      status: 200,
      code: 'bad_response',
    });
  });

  it('turns the error shape into an ApiError with the server message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'bad_request', message: 'Invalid email', fields: { email: 'Bad' } } }),
    );
    const error = await api('/newsletter', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Invalid email',
      fields: { email: 'Bad' },
    });
  });

  it('calls the sign-out handler on a 401 or a 403', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    for (const status of [401, 403]) {
      vi.stubGlobal('fetch', answer(status, { error: { code: 'x', message: 'no' } }));
      await api('/users').catch(() => {});
    }
    expect(handler.mock.calls).toEqual([[401], [403]]);
  });

  it('reports a network failure as an ApiError with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/classes')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('query retry delays', () => {
  it('start at one second and double up to a 30 second cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
