import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = (email: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
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
});
