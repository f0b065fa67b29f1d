import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

const subscribe = (email: unknown, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
    remoteAddress: from,
  });

describe('POST /api/newsletter', () => {
  it('stores an address once and answers the same the second time', async () => {
    const first = await subscribe('Reader@Example.com');
    const second = await subscribe('reader@example.com');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('refuses an invalid address with a clear message', async () => {
    const res = await subscribe('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });

  it('takes five subscriptions an hour from one address, then answers 429 and stores nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`reader-${i}@example.com`)).statusCode).toBe(200);
    const refused = await subscribe('stranger@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many subscriptions from this address. Please wait 60 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).not.toContain('stranger@example.com');
    expect((await subscribe('stranger@example.com', '198.51.100.4')).statusCode).toBe(200);
  });
});
