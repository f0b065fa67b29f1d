import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { users } from '#server/db/schema';
import { seedDemoData } from '#server/seed/seed';
import { createClass } from '#server/testing/fixtures';
import { useTestApp, TEST_ORIGIN } from '#server/testing/test-app';
import { preferredEncoding } from './answer-cache.js';

const ctx = useTestApp({ classListCacheMs: 60_000 });
beforeEach(async () => {
  await seedDemoData(ctx.store.db);
  // The store was changed behind the app's back: a state-changing request empties the cache.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: TEST_ORIGIN },
    payload: {},
  });
});

const listClasses = (headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/classes${query}`, headers });
// Straight into the store, with no request the cache could notice.
async function addClassBehindTheApp(name: string, status: 'approved' | 'pending' = 'approved') {
  const [instructor] = await ctx.store.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'instructor@example.com'));
  await createClass(ctx, { name, status, instructorId: instructor!.id });
}
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((c) => c.name);

describe('the cached list of approved classes', () => {
  it('answers the same JSON, compressed as the client asks', async () => {
    const plain = await listClasses();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await listClasses({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await listClasses({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Security headers still apply to the cached answer.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is reused until a state-changing request, which empties it', async () => {
    const before = names((await listClasses()).body);
    await addClassBehindTheApp('Added Behind The Cache');
    expect(names((await listClasses()).body)).toEqual(before);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'reader@example.com' },
    });
    expect(names((await listClasses()).body)).toContain('Added Behind The Cache');
  });

  it('keeps each query apart and never caches what only admins see', async () => {
    const popular = await listClasses({}, '?sort=popular&limit=6');
    expect(JSON.parse(popular.body)).toHaveLength(6);
    expect(JSON.parse((await listClasses()).body).length).toBeGreaterThan(6);
    const admin = await ctx.createUser('admin');
    const pending = () => listClasses({ cookie: admin.cookie }, '?status=pending');
    expect(names((await pending()).body)).not.toContain('Pending Right Now');
    await addClassBehindTheApp('Pending Right Now', 'pending');
    expect(names((await pending()).body)).toContain('Pending Right Now');
  });
});

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, and leaves the rest to the compression plugin', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
