import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '#contract/account-security';
import {
  cookieFrom,
  createSecondApp,
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '#server/testing/test-app';

// The production setting: who is asking is kept for a moment (SESSION_CACHE_MS); a session signed out
// from the list, or by a password change, must still be refused on its next request, in every process.
const CACHE_MS = 2000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ sessionCacheMs: CACHE_MS });
});
afterAll(() => ctx.close());

let student: TestUser;
let phone: { cookie: string; origin: string };
beforeEach(async () => {
  await ctx.store.reset();
  student = await ctx.createUser('user');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'user-agent': 'Mozilla/5.0 (iPhone) Version/17.5 Safari/604.1' },
    payload: { email: student.email, password: TEST_PASSWORD },
  });
  phone = { cookie: cookieFrom(res.headers['set-cookie']), origin: TEST_ORIGIN };
});

const ask = (base: string, method: string, path: string, who: { cookie: string }, body?: object) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...who, origin: TEST_ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function phoneSessionId(base: string) {
  const list = (await (await ask(base, 'GET', '/api/account/sessions', student)).json()) as AccountSession[];
  return list.find((s) => !s.current)!._id;
}

describe('a signed-out session with the viewer cache on', () => {
  it('is refused on the very next request to this server', async () => {
    const me = (who: { cookie: string }) =>
      ctx.app.inject({ method: 'GET', url: '/api/me', headers: { ...who, origin: TEST_ORIGIN } });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    const list = ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: student.headers });
    const id = ((await list).json() as AccountSession[]).find((s) => !s.current)!._id;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${id}`,
      headers: student.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('count a session signed out, everywhere else or by a password change, on one server on the next request to the other', async () => {
    const other = await createSecondApp(ctx, { sessionCacheMs: CACHE_MS });
    const first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const second = await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // One session, on its own.
      expect((await ask(second, 'GET', '/api/me', phone)).status).toBe(200);
      const id = await phoneSessionId(first);
      expect((await ask(first, 'DELETE', `/api/account/sessions/${id}`, student)).status).toBe(200);
      expect((await ask(second, 'GET', '/api/me', phone)).status).toBe(401);

      // Everywhere else.
      const tablet = await ctx.createUser('user');
      const tabletAgain = cookieFrom(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: { origin: TEST_ORIGIN },
            payload: { email: tablet.email, password: TEST_PASSWORD },
          })
        ).headers['set-cookie'],
      );
      expect((await ask(second, 'GET', '/api/me', { cookie: tabletAgain })).status).toBe(200);
      expect((await ask(first, 'POST', '/api/account/sessions/sign-out-others', tablet, {})).status).toBe(
        200,
      );
      expect((await ask(second, 'GET', '/api/me', { cookie: tabletAgain })).status).toBe(401);
      expect((await ask(second, 'GET', '/api/me', tablet)).status).toBe(200);

      // A password change.
      const laptop = await ctx.createUser('user');
      const laptopAgain = cookieFrom(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: { origin: TEST_ORIGIN },
            payload: { email: laptop.email, password: TEST_PASSWORD },
          })
        ).headers['set-cookie'],
      );
      expect((await ask(second, 'GET', '/api/me', { cookie: laptopAgain })).status).toBe(200);
      const changed = await ask(first, 'POST', '/api/account/password', laptop, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Fresh#Pass9',
      });
      expect(changed.status).toBe(200);
      expect((await ask(second, 'GET', '/api/me', { cookie: laptopAgain })).status).toBe(401);
      expect((await ask(second, 'GET', '/api/me', laptop)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
