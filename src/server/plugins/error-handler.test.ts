import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { classes } from '../db/schema.js';
import { createClass } from '../testing/purchase-fixtures.js';
import { createTestApp, type TestContext } from '../testing/test-app.js';
import { registerErrorHandler } from './error-handler.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the error handler and database constraints', () => {
  it('answers a violated CHECK or UNIQUE constraint with 409, never 500', async () => {
    const cls = await createClass(ctx, { availableSeats: 0 });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/below-zero', async () => {
      await ctx.store.db
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} - 1` })
        .where(eq(classes.id, cls.id));
      return {};
    });
    app.get('/duplicate', async () => {
      await ctx.store.db.insert(classes).values({ ...cls });
      return {};
    });
    for (const url of ['/below-zero', '/duplicate']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conflict');
    }
    await app.close();
    const [row] = await ctx.store.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.availableSeats).toBe(0);
  });

  it('answers text the database cannot store (a NUL character) with 400, never 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/nul', async () => {
      await ctx.store.db.select().from(classes).where(eq(classes.name, 'a\u0000b'));
      return {};
    });
    const res = await app.inject({ method: 'GET', url: '/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    await app.close();
  });
});
