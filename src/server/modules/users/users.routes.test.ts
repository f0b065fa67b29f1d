import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : { origin: TEST_ORIGIN }, payload });

describe('GET and PATCH /api/me', () => {
  it('answers the signed-in user and 401 for a visitor', async () => {
    const user = await ctx.createUser('user', { name: 'Rita' });
    const res = await call('GET', '/api/me', user);
    expect(res.json()).toEqual({
      _id: user.id,
      name: 'Rita',
      email: user.email,
      photo: null,
      gender: null,
      role: 'user',
      // Only the account's own answer says it: paying needs a verified address (createUser verifies).
      emailVerified: true,
      // Never chosen: the pages follow the browser's language.
      locale: null,
    });
    expect((await call('GET', '/api/me')).statusCode).toBe(401);
  });

  it('updates the display name and photo, and nothing else', async () => {
    const user = await ctx.createUser();
    const res = await call('PATCH', '/api/me', user, { name: 'New Name', photo: '/images/avatar.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', photo: '/images/avatar.svg', role: 'user' });
    const sneaky = await call('PATCH', '/api/me', user, { role: 'admin' });
    expect(sneaky.statusCode).toBe(400);
    expect((await call('GET', '/api/me', user)).json().role).toBe('user');
  });

  it('refuses an empty or over-long name', async () => {
    const user = await ctx.createUser();
    expect((await call('PATCH', '/api/me', user, { name: '  ' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/me', user, { name: 'n'.repeat(121) })).statusCode).toBe(400);
  });
});

describe('GET /api/session', () => {
  it('answers the signed-in user, and null with a 200 for a visitor', async () => {
    const user = await ctx.createUser();
    expect((await call('GET', '/api/session', user)).json().user).toMatchObject({
      _id: user.id,
      role: 'user',
    });
    const visitor = await call('GET', '/api/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
  });
});

describe('GET /api/users/:email', () => {
  it('answers the role to that user and to admins only', async () => {
    const user = await ctx.createUser('instructor');
    const other = await ctx.createUser();
    const admin = await ctx.createUser('admin');
    expect((await call('GET', `/api/users/${user.email}`, user)).json()).toEqual({ role: 'instructor' });
    expect((await call('GET', `/api/users/${user.email}`, admin)).json()).toEqual({ role: 'instructor' });
    expect((await call('GET', `/api/users/${user.email}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${user.email}`)).statusCode).toBe(401);
  });
});

describe('admin user management', () => {
  it('lists every user to admins, 403 to users and instructors, 401 to visitors', async () => {
    const admin = await ctx.createUser('admin');
    const user = await ctx.createUser();
    const instructor = await ctx.createUser('instructor');
    const res = await call('GET', '/api/users', admin);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([admin.email, user.email, instructor.email].sort());
    expect((await call('GET', '/api/users', user)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', instructor)).statusCode).toBe(403);
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
  });

  it('finds accounts by a part of their name or email, ignoring case and accents', async () => {
    const admin = await ctx.createUser('admin', { name: 'Ada Admin' });
    const maria = await ctx.createUser('user', { name: 'María José Fernández' });
    await ctx.createUser('user', { name: 'Mario Rossi' });
    const found = async (q: string) =>
      ((await call('GET', `/api/users?q=${encodeURIComponent(q)}`, admin)).json() as { email: string }[]).map(
        (u) => u.email,
      );
    expect(await found('maria jose')).toEqual([maria.email]);
    expect(await found('MARÍA JOSÉ')).toEqual([maria.email]);
    expect(await found('fernandez')).toEqual([maria.email]);
    expect(await found(maria.email.slice(0, 8).toUpperCase())).toEqual([maria.email]);
    expect(await found('mari')).toHaveLength(2);
    expect(await found('%')).toEqual([]);
    expect((await call('GET', `/api/users?q=${'x'.repeat(121)}`, admin)).statusCode).toBe(400);
  });

  it('changes a role, which takes effect on the very next request', async () => {
    const admin = await ctx.createUser('admin');
    const user = await ctx.createUser();
    expect((await call('GET', '/api/users', user)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/users/update/${user.id}`, admin, { role: 'admin' });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await call('GET', '/api/users', user)).statusCode).toBe(200);
    const back = await call('PATCH', `/api/users/update/${user.id}`, admin, { role: 'user' });
    expect(back.json()).toEqual({ modifiedCount: 1 });
    expect((await call('GET', '/api/users', user)).statusCode).toBe(403);
  });

  it('refuses role changes from non-admins and bad roles', async () => {
    const instructor = await ctx.createUser('instructor');
    const user = await ctx.createUser();
    expect(
      (await call('PATCH', `/api/users/update/${user.id}`, instructor, { role: 'admin' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/users/update/${user.id}`, undefined, { role: 'admin' })).statusCode,
    ).toBe(401);
    const admin = await ctx.createUser('admin');
    const bad = await call('PATCH', `/api/users/update/${user.id}`, admin, { role: 'superuser' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('role');
  });

  it('never lets an admin demote or delete themselves, and keeps the last admin', async () => {
    const admin = await ctx.createUser('admin');
    expect((await call('PATCH', `/api/users/update/${admin.id}`, admin, { role: 'user' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/users/${admin.id}`, admin)).statusCode).toBe(403);
    const second = await ctx.createUser('admin');
    expect((await call('PATCH', `/api/users/update/${admin.id}`, second, { role: 'user' })).statusCode).toBe(
      200,
    );
    // `second` is now the only admin: nobody else can be demoted into leaving none.
    expect((await call('GET', '/api/users', admin)).statusCode).toBe(403);
  });

  it('lets only one of two admins demoting each other at the same moment succeed', async () => {
    const a = await ctx.createUser('admin');
    const b = await ctx.createUser('admin');
    const results = await Promise.all([
      call('PATCH', `/api/users/update/${b.id}`, a, { role: 'user' }),
      call('PATCH', `/api/users/update/${a.id}`, b, { role: 'user' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    // The loser is refused either as the last admin (409) or, if it arrived later, as no longer an admin (403).
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = (await call('GET', '/api/users', results[0]!.statusCode === 200 ? a : b))
      .json()
      .filter((u: { role: string }) => u.role === 'admin');
    expect(admins).toHaveLength(1);
  });

  it('deletes a user and ends their sessions at once', async () => {
    const admin = await ctx.createUser('admin');
    const user = await ctx.createUser();
    expect((await call('GET', '/api/me', user)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/users/${user.id}`, admin);
    expect(res.json()).toEqual({ deletedCount: 1, refundedCount: 0 });
    expect(await ctx.store.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/me', user)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${user.id}`, admin)).statusCode).toBe(404);
  });
});
