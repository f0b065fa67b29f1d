import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from './testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the API skeleton', () => {
  it('reports health with the store up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
      payload: 'email=a@b.co',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses state-changing requests from another origin or none', async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: { email: 'someone@example.com' },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('behind a reverse proxy', () => {
  it('takes the client address from the hop the proxy appended, not one the client wrote itself', async () => {
    const app = await buildApp({ store: ctx.store, trustProxy: 1 });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const res = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(res.json()).toEqual({ ip: '198.51.100.7' });
    await app.close();
  });
});
