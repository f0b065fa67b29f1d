import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '#server/testing/test-app';

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  mkdirSync(path.join(clientDir, 'prerendered'));
  mkdirSync(path.join(clientDir, 'assets'));
  const html = (body: string) => `<!doctype html><html><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(clientDir, 'index.html'), html(''));
  writeFileSync(path.join(clientDir, 'prerendered', 'index.html'), html('<h1>Speak the World</h1>'));
  writeFileSync(path.join(clientDir, 'prerendered', 'classes.html'), html('<h1>All Classes</h1>'));
  mkdirSync(path.join(clientDir, 'prerendered', 'ins'));
  writeFileSync(
    path.join(clientDir, 'prerendered', 'ins', '[id].html'),
    html('<p>Loading the instructor</p>'),
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), 'export {};');
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the built front end', () => {
  it('answers a prerendered page with its own HTML, never cached', async () => {
    for (const [url, heading] of [
      ['/', 'Speak the World'],
      ['/classes', 'All Classes'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers every path of a page prerendered with a parameter with that one page', async () => {
    for (const url of ['/ins/abc123', '/ins/Kenji%20Sato']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<p>Loading the instructor</p>');
    }
    for (const url of ['/ins/abc/more', '/ins/abc?from=home']) {
      expect((await get(url)).body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a page with a query string, or one not prerendered, with the empty app shell', async () => {
    for (const url of ['/classes?q=spanish', '/dashboard', '/dashboard/selected', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps hashed assets for a year and answers unknown API paths with a JSON 404', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await ctx.app.inject({ method: 'POST', url: '/classes', headers: { origin: 'x' } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
  });
});

describe('a path segment longer than the file system allows', () => {
  it('answers a page with the app shell (its 404 page) and an API path with a JSON 404', async () => {
    const long = 'a'.repeat(300);
    for (const url of [`/${long}`, `/classes/${long}`, `/assets/${long}.js`, `/${'%C3%A9'.repeat(130)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const api = await get(`/api/${long}`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
