import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { classes } from '#server/db/schema';
import { createClass } from '#server/testing/fixtures';
import { createTestApp, type TestContext } from '#server/testing/test-app';
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

describe('the error handler and an unreachable database', () => {
  const failures = {
    'a refused connection': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    }),
    "the pool's connection timeout": new Error('timeout exceeded when trying to connect'),
    'a connection lost mid-query': new Error('Connection terminated unexpectedly'),
    'a server shutting down': Object.assign(new Error('terminating connection'), { code: '57P01' }),
  };

  it('answers 503 service_unavailable however deeply the driver error is wrapped', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const cases = Object.entries(failures);
    cases.forEach(([, failure], i) => {
      // As Drizzle wraps the driver's error and the auth library wraps Drizzle's.
      const query = new Error('Failed query: select 1', { cause: failure });
      app.get(`/failure/${i}`, async () => {
        throw Object.assign(new Error('Failed to get session', { cause: query }), { statusCode: 500 });
      });
    });
    for (const [i, [name]] of cases.entries()) {
      const res = await app.inject({ method: 'GET', url: `/failure/${i}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('service_unavailable');
    }
    await app.close();
  });

  it('still answers 500 for an error that is not about the connection', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/bug', async () => {
      throw new Error('Failed query', { cause: new Error('column "x" does not exist') });
    });
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    await app.close();
  });
});
