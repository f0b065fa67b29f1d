import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createFullTestApp, type FullTestApp } from '#server/testing/full-app';
import { multipartBody, TINY_PNG } from '#server/testing/multipart';
import { TEST_ORIGIN } from '#server/testing/test-app';
import { createWorld, type World } from '#server/testing/fixtures';

/** The content security policy as directive -> sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  const text = Array.isArray(header) ? header.join(';') : String(header ?? '');
  return new Map(
    text
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** What every answer of ours must carry, whatever it holds. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = policy(res.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: a script policy`).toBeDefined();
  expect(scripts, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: no wildcard`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${what}: never framed`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer policy`).toMatch(
    /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
  );
}

let full: FullTestApp;
let world: World;
let clientDir: string;
let uploaded: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log("hi")');
  full = await createFullTestApp({ clientDir });
  world = await createWorld(full.ctx);
  const { payload, contentType } = multipartBody([
    { name: 'image', filename: 'a.png', type: 'image/png', data: TINY_PNG },
  ]);
  const res = await full.ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...world.headers('user'), 'content-type': contentType },
    payload,
  });
  uploaded = (res.json() as { data: { display_url: string } }).data.display_url;
});
afterAll(async () => {
  await full?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url,
  headers,
});

describe('security headers', () => {
  it.each([
    ['the home page', '/', /^text\/html/],
    ['a page of the app', '/dashboard/myclasses', /^text\/html/],
    ['a script of the app', '/assets/app.js', /javascript/],
  ])('are sent with %s (HTML and assets)', async (what, url, type) => {
    const res = await full.ctx.app.inject(get(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expectSecurityHeaders(res, what);
  });

  it('are sent with the 404 page', async () => {
    const res = await full.ctx.app.inject(get('/dashboard/my-classes'));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(res, 'the 404 page');
  });

  it('are sent with JSON answers', async () => {
    for (const url of ['/api/health', '/api/classes', '/api/payments/config']) {
      const res = await full.ctx.app.inject(get(url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(res, url);
    }
    const me = await full.ctx.app.inject(get('/api/me', world.headers('user')));
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me, '/api/me');
  });

  it('are sent with an uploaded image, which runs nothing even when opened on its own', async () => {
    const res = await full.ctx.app.inject(get(uploaded));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(res, 'an image');
    expect(policy(res.headers['content-security-policy']).has('sandbox')).toBe(true);
  });

  it.each<[string, () => InjectOptions, number]>([
    ['an unknown API path', () => get('/api/no-such-thing'), 404],
    ['a signed-in route without a session', () => get('/api/me'), 401],
    ["an admin's route asked by a student", () => get('/api/users', world.headers('user')), 403],
    ['a bad query', () => get('/api/classes?limit=nope'), 400],
    [
      'a foreign origin',
      () => ({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: 'https://evil.example' },
        payload: {},
      }),
      403,
    ],
    [
      'a text/plain body',
      () => ({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
        payload: 'x',
      }),
      415,
    ],
    [
      'a body over the limit',
      () => ({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `"${'x'.repeat(1024 * 1024)}"`,
      }),
      413,
    ],
    ['a URL that cannot be decoded', () => get('/api/classes/%E0%A4%A'), 400],
    // Over the router's limit a parameter matches no route (414 without the SPA's catch-all route).
    ['a path parameter over the router limit', () => get(`/api/users/${'a'.repeat(600)}`), 404],
    ['an unknown image', () => get('/api/images/0123456789abcdef0123456789abcdef'), 404],
    ['an interaction of the identity provider it never started', () => get('/oidc/interaction/forged'), 400],
  ])('are sent with an error answer: %s', async (what, request, status) => {
    const res = await full.ctx.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(res, what);
  });

  it("are sent with the identity provider's own pages", async () => {
    const start = await full.ctx.app.inject(get('/api/auth/popup/start?provider=demo'));
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    const res = await full.ctx.app.inject(get(`${authorize.pathname}${authorize.search}`));
    expect(res.statusCode).toBe(303);
    const interaction = await full.ctx.app.inject(
      get(res.headers.location as string, { cookie: cookiesOf(res.headers['set-cookie']) }),
    );
    expect(interaction.statusCode).toBe(200);
    expect(interaction.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(interaction, 'the demo sign-in page');
    const broken = await full.ctx.app.inject(get('/oidc/auth?client_id=nobody&response_type=code'));
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(broken, "the identity provider's error page");
  });
});

function cookiesOf(setCookie: string | string[] | undefined) {
  return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((c) => c.split(';')[0])
    .join('; ');
}
