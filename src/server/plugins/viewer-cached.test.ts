import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '#server/db/client';
import { users } from '#server/db/schema';
import { createSecondApp, createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

// The production setting: who is asking is kept for a moment (SESSION_CACHE_MS), and every change to an
// account or a session must still count on the next request.
const CACHE_MS = 2000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ sessionCacheMs: CACHE_MS });
});
afterAll(() => ctx.close());

let student: TestUser;
let admin: TestUser;
beforeEach(async () => {
  await ctx.store.reset();
  student = await ctx.createUser('user', { name: 'Rita' });
  admin = await ctx.createUser('admin');
});

const me = (who: { cookie: string }, app = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers: who });

/** Renames the student straight in the store with the change triggers off, as if nothing were announced. */
async function renameUnannounced(name: string) {
  await ctx.store.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ name }).where(eq(users.id, student.id));
  });
}

/**
 * Whether the cache serves the student: an unannounced rename right after a request is not seen. Tried
 * until it holds, because on PostgreSQL the notices of the set-up's own writes arrive a moment later and
 * empty the cache (which can only make this answer false, never true).
 */
const servesFromCache = () =>
  expect
    .poll(
      async () => {
        const before = (await me(student)).json().name as string;
        await renameUnannounced(`${before}+`);
        return (await me(student)).json().name === before;
      },
      { timeout: CACHE_MS / 2 },
    )
    .toBe(true);

describe('who is asking, kept for a moment', () => {
  it('is reused within the cache time: an unannounced change is not seen at once', async () => {
    await servesFromCache();
  });

  it('is forgotten when the store announces a change to the account, whoever made it', async () => {
    expect((await me(student)).json().role).toBe('user');
    await ctx.store.db.update(users).set({ role: 'instructor' }).where(eq(users.id, student.id));
    // PGlite announces before the write resolves; PostgreSQL a moment later, well within the cache time.
    await expect
      .poll(async () => (await me(student)).json().role, { timeout: CACHE_MS / 2 })
      .toBe('instructor');
  });

  it('counts a role change, a sign-out and a deletion made through this server on the very next request', async () => {
    const users = (who: TestUser) =>
      ctx.app.inject({ method: 'GET', url: '/api/users', headers: who.headers });
    expect((await users(student)).statusCode).toBe(403);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/update/${student.id}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await users(student)).statusCode).toBe(200);

    const second = await ctx.createUser('user');
    expect((await me(second)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: second.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);

    const third = await ctx.createUser('user');
    expect((await me(third)).statusCode).toBe(200);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${third.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('counts a role change, a sign-out and a deletion made on one server on the next request to the other', async () => {
    const other = await createSecondApp(ctx, { sessionCacheMs: CACHE_MS });
    const first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const second = await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ask = (base: string, method: string, path: string, who: TestUser, body?: object) =>
        fetch(`${base}${path}`, {
          method,
          headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      expect((await ask(second, 'GET', '/api/users', student)).status).toBe(403);
      const patch = await ask(first, 'PATCH', `/api/users/update/${student.id}`, admin, { role: 'admin' });
      expect(patch.status).toBe(200);
      expect((await ask(second, 'GET', '/api/users', student)).status).toBe(200);

      const leaving = await ctx.createUser('user');
      expect((await ask(second, 'GET', '/api/me', leaving)).status).toBe(200);
      expect((await ask(first, 'POST', '/api/auth/sign-out', leaving, {})).status).toBe(200);
      expect((await ask(second, 'GET', '/api/me', leaving)).status).toBe(401);

      const deleted = await ctx.createUser('user');
      expect((await ask(second, 'GET', '/api/me', deleted)).status).toBe(200);
      expect((await ask(first, 'DELETE', `/api/users/${deleted.id}`, admin)).status).toBe(200);
      expect((await ask(second, 'GET', '/api/me', deleted)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('serves nothing from the cache while the notices cannot be heard, and listens again', async () => {
    expect((await me(student)).json().name).toBe('Rita');
    await ctx.store.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    await renameUnannounced('While deaf');
    await expect.poll(async () => (await me(student)).json().name, { timeout: 1000 }).toBe('While deaf');
    // Listening again a moment later: the cache serves once more.
    await servesFromCache();
  });
});
