import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { SESSION_DAYS } from '#server/identity/auth';
import { useTestApp, type TestUser } from '#server/testing/test-app';

const DAY = 24 * 60 * 60 * 1000;
const ctx = useTestApp();
let student: TestUser;
beforeEach(async () => {
  student = await ctx.createUser('user');
});

const me = (who: { cookie: string }) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: who });
const sessionOf = async (userId: string) =>
  (await ctx.store.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

describe('who is asking', () => {
  it('is read again on every request: a role change counts on the next one', async () => {
    expect((await me(student)).json().role).toBe('user');
    await ctx.store.db.update(users).set({ role: 'instructor' }).where(eq(users.id, student.id));
    expect((await me(student)).json().role).toBe('instructor');
  });

  it('is nobody once the session is gone or has expired', async () => {
    await ctx.store.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, student.id));
    expect((await me(student)).statusCode).toBe(401);
    await ctx.store.db.delete(sessions).where(eq(sessions.userId, student.id));
    expect((await me(student)).statusCode).toBe(401);
  });

  it('is nobody with a session cookie whose signature is not ours', async () => {
    const session = await sessionOf(student.id);
    const unsigned = `stw.session_token=${session.token}.${Buffer.from('x'.repeat(32)).toString('base64')}`;
    expect((await me({ cookie: unsigned })).statusCode).toBe(401);
  });

  it('extends a session used a day or more after it was last extended, and only then', async () => {
    const fresh = await sessionOf(student.id);
    await me(student);
    expect((await sessionOf(student.id)).expiresAt.getTime()).toBe(fresh.expiresAt.getTime());

    const twoDaysLeftLess = new Date(Date.now() + (SESSION_DAYS - 2) * DAY);
    await ctx.store.db.update(sessions).set({ expiresAt: twoDaysLeftLess }).where(eq(sessions.id, fresh.id));
    expect((await me(student)).statusCode).toBe(200);
    const extended = (await sessionOf(student.id)).expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + (SESSION_DAYS - 1) * DAY);
  });
});
