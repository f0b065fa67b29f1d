import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { projectRoot } from '#server/project-root';
import { createTestApp, type TestContext } from '#server/testing/test-app';

/**
 * The built front end is compressed once, by the build (scripts/compress-client.mjs), and sent as it was
 * written: the encoding the client accepts, with the headers a cache needs, and never compressed again.
 */

let ctx: TestContext;
let clientDir: string;
const script = `${'export const words = ['}${Array.from({ length: 2000 }, (_, i) => `"word${i}"`).join(',')}];\n`;
const page = (body: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><title>Speak the World</title></head><body><div id="root">${body}</div>${'<p>padding</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-precompressed-'));
  mkdirSync(path.join(clientDir, 'prerendered', 'en'), { recursive: true });
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), page(''));
  writeFileSync(path.join(clientDir, 'prerendered', 'en', 'index.html'), page('<h1>Speak the World</h1>'));
  writeFileSync(path.join(clientDir, 'prerendered', 'en', 'classes.html'), page('<h1>All Classes</h1>'));
  writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'tiny-3c4d.js'), 'export {};');
  writeFileSync(path.join(clientDir, 'assets', 'photo-5e6f.webp'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(clientDir, 'oidc-demo.css'), 'body{margin:0}\n');
  execFileSync(process.execPath, [path.join(projectRoot(), 'scripts/compress-client.mjs'), clientDir]);
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const file = (name: string) => readFileSync(path.join(clientDir, name));

describe('the build', () => {
  it('writes a brotli and a gzip copy beside each text file, and none beside a picture', () => {
    for (const name of [
      'assets/app-1a2b.js',
      'assets/tiny-3c4d.js',
      'index.html',
      'prerendered/en/index.html',
    ]) {
      expect(brotliDecompressSync(file(`${name}.br`)).equals(file(name)), name).toBe(true);
      expect(gunzipSync(file(`${name}.gz`)).equals(file(name)), name).toBe(true);
    }
    expect(file('assets/app-1a2b.js.br').length).toBeLessThan(file('assets/app-1a2b.js').length / 3);
    expect(existsSync(path.join(clientDir, 'assets/photo-5e6f.webp.br'))).toBe(false);
  });
});

describe('the precompressed files', () => {
  it('are sent in the encoding the client prefers, exactly as the build wrote them', async () => {
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
      ['gzip;q=0.5, br;q=1', 'br', '.br'],
    ] as const) {
      const res = await get('/assets/app-1a2b.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      // Byte for byte the build's copy: compressed once, not again on the way out.
      expect(res.rawPayload.equals(file(`assets/app-1a2b.js${suffix}`)), accept).toBe(true);
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
    }
  });

  it('are sent as they are to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/app-1a2b.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('send even a tiny file and a small stylesheet as the copies the build wrote', async () => {
    for (const name of ['assets/tiny-3c4d.js', 'oidc-demo.css']) {
      const res = await get(`/${name}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], name).toBe('br');
      expect(res.rawPayload.equals(file(`${name}.br`)), name).toBe(true);
    }
  });

  it('answer 304 to a client that has the same encoding already', async () => {
    const first = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await get('/assets/app-1a2b.js', {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation, with a validator of its own.
    const gzip = await get('/assets/app-1a2b.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(etag),
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['etag']).not.toBe(etag);
  });

  it('leave a picture to be sent as it is', async () => {
    const res = await get('/assets/photo-5e6f.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});

describe('the prerendered pages', () => {
  // Their links are on the site's address, a setting of the server: the server adds them and compresses
  // each page once, at the build's own levels, instead of the build.
  const atBuildLevel = {
    br: (html: string) =>
      brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      }),
    gzip: (html: string) => gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };

  it("are sent with their links, compressed at the build's levels, and never cached", async () => {
    for (const [url, heading] of [
      ['/', 'Speak the World'],
      ['/classes', 'All Classes'],
    ] as const) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain(`<h1>${heading}</h1>`);
      expect(plain.body, url).toContain('<link rel="canonical" href="http://localhost');
      for (const [accept, encoding, decompress] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip, deflate, br;q=0.5', 'gzip', gunzipSync],
      ] as const) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
        expect(decompress(res.rawPayload).toString(), url).toBe(plain.body);
        expect(res.rawPayload.equals(atBuildLevel[encoding](plain.body)), url).toBe(true);
        expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      }
    }
  });

  it('answer 304 to a client that has the same copy, and not to one that has another', async () => {
    const first = await get('/classes', { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/classes', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzip = await get('/classes', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['etag']).not.toBe(etag);
    const home = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(home.statusCode).toBe(200);
  });

  it('send the app shell precompressed to a page that is not prerendered', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(file('index.html.gz'))).toBe(true);
  });
});
