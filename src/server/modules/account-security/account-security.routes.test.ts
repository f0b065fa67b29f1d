import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '#contract/account-security';
import { accounts, outgoingMails, sessions } from '#server/db/schema';
import { cookieFrom, TEST_ORIGIN, TEST_PASSWORD, useTestApp, type TestUser } from '#server/testing/test-app';
import { passwordCheckLimit } from './password-check-limit.js';

let clock = Date.now();
const ctx = useTestApp({ now: () => new Date(clock) });

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Fresh#Pass9';

interface Browser {
  headers: Record<string, string>;
}

/** Another browser of the same account: a sign-in from another device and address. */
async function signIn(
  email: string,
  userAgent: string,
  from: string,
  password = TEST_PASSWORD,
): Promise<Browser & { status: number }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'user-agent': userAgent },
    payload: { email, password },
    remoteAddress: from,
  });
  return {
    status: res.statusCode,
    headers: { origin: TEST_ORIGIN, cookie: cookieFrom(res.headers['set-cookie']), 'user-agent': userAgent },
  };
}

const me = (browser: Browser) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: browser.headers });
const changePassword = (browser: Browser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/password', headers: browser.headers, payload });
const listSessions = (browser: Browser) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: browser.headers });
const endSession = (browser: Browser, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: browser.headers });
const endOthers = (browser: Browser) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/sessions/sign-out-others',
    headers: browser.headers,
    payload: {},
  });
const mailsTo = (email: string) =>
  ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));

let student: TestUser;
let laptop: Browser;
let phone: Browser;
beforeEach(async () => {
  clock = Date.now();
  student = await ctx.createUser('user', { name: 'Rita' });
  laptop = (await signIn(student.email, CHROME_LINUX, '198.51.100.4')) as Browser;
  phone = (await signIn(student.email, SAFARI_IPHONE, '203.0.113.9')) as Browser;
});

describe('changing the password', () => {
  it('refuses a wrong current password with a 400 on that field, and changes nothing', async () => {
    const res = await changePassword(laptop, { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'bad_request',
      message: 'The current password is not right.',
      fields: { currentPassword: 'The current password is not right.' },
    });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await signIn(student.email, CHROME_LINUX, '198.51.100.4')).status).toBe(200);
    // Only what the sign-up queued: the welcome and the verification link.
    expect((await mailsTo(student.email)).map((m) => m.kind).sort()).toEqual(['verify-email', 'welcome']);
  });

  it('with the right one sets the new password, signs out the other sessions, keeps this one and mails the account', async () => {
    const res = await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOutSessions: 2 });

    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(student)).statusCode).toBe(401);
    expect((await signIn(student.email, CHROME_LINUX, '198.51.100.4')).status).toBe(401);
    expect((await signIn(student.email, CHROME_LINUX, '198.51.100.4', NEW_PASSWORD)).status).toBe(200);

    const mail = (await mailsTo(student.email)).find((m) => m.kind === 'password-changed');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Your Speak the World password was changed');
    expect(mail!.text).toContain('Chrome on Linux');
    expect(mail!.text).toContain('2 other devices were signed out');
    expect(mail!.html).toContain('http://localhost/dashboard/profile');
    expect(mail!.text).not.toContain(NEW_PASSWORD);
  });

  it('holds the new password to the sign-up rules, and refuses the same password again', async () => {
    const weak = await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: 'secret#1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toContain('Password should contain at least one uppercase letter');
    const same = await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({
      newPassword: 'The new password must differ from the current one.',
    });
    const missing = await changePassword(laptop, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('waits after five wrong current passwords, even for the right one, until the quarter hour is over', async () => {
    for (let i = 0; i < passwordCheckLimit.maxFailures; i++) {
      const res = await changePassword(laptop, { currentPassword: `Wrong#${i}`, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await changePassword(laptop, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many wrong passwords\. Please wait 15 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // The limit is the account's, not the browser's.
    expect(
      (await changePassword(phone, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(429);

    clock += passwordCheckLimit.windowMs + 1000;
    const later = await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('tells an account without a password (third-party sign-in only) why it cannot change one', async () => {
    await ctx.store.db
      .delete(accounts)
      .where(and(eq(accounts.userId, student.id), eq(accounts.providerId, 'credential')));
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/password',
      headers: laptop.headers,
    });
    expect(status.json()).toEqual({ hasPassword: false, changedAt: null });
    const res = await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Your account signs in through a third-party provider, so it has no password here to change.',
    );
  });

  it('says when the password was last set', async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/password',
      headers: laptop.headers,
    });
    expect(before.json().hasPassword).toBe(true);
    clock += 60_000;
    await changePassword(laptop, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/password',
      headers: laptop.headers,
    });
    expect(after.json()).toEqual({ hasPassword: true, changedAt: new Date(clock).toISOString() });
  });
});

describe('the list of sessions', () => {
  it("shows the account's own sessions with device, address and this device marked, and no token", async () => {
    const other = await ctx.createUser('user');
    const res = await listSessions(laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json() as AccountSession[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Chrome on Linux', ipAddress: '198.51.100.4', current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual([
      'Chrome on Linux',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(list.find((s) => s.device === 'Safari on iPhone')?.ipAddress).toBe('203.0.113.9');

    const rows = await ctx.store.db.select().from(sessions);
    for (const row of rows) expect(res.body).not.toContain(row.token);
    const ids = rows.filter((r) => r.userId === student.id).map((r) => r.id);
    expect(list.map((s) => s._id).sort()).toEqual(ids.sort());
    expect(res.body).not.toContain(other.id);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing sessions out', () => {
  const idOf = async (browser: Browser, device: string) =>
    ((await listSessions(browser)).json() as AccountSession[]).find((s) => s.device === device)!._id;

  it('ends one other session: it is refused on its very next request, and the account is mailed', async () => {
    const phoneId = await idOf(laptop, 'Safari on iPhone');
    expect((await me(phone)).statusCode).toBe(200);
    const res = await endSession(laptop, phoneId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(student)).statusCode).toBe(200);
    const mail = (await mailsTo(student.email)).find((m) => m.kind === 'sessions-ended');
    expect(mail?.subject).toBe('A device was signed out of your Speak the World account');
    expect(mail?.text).toContain('Safari on iPhone (address 203.0.113.9)');
    // Gone is gone: a second try finds nothing.
    expect((await endSession(laptop, phoneId)).statusCode).toBe(404);
  });

  it("refuses to end another account's session with a 404, and it stays signed in", async () => {
    const other = await ctx.createUser('user');
    const [otherSession] = await ctx.store.db.select().from(sessions).where(eq(sessions.userId, other.id));
    const res = await endSession(laptop, otherSession!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await me(other)).statusCode).toBe(200);
    expect((await endSession(laptop, 'no-such-session')).statusCode).toBe(404);
  });

  it('does not end the asking session itself: that is what logging out is for', async () => {
    const own = await idOf(laptop, 'Chrome on Linux');
    const res = await endSession(laptop, own);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This is the session you are using now: log out to end it.');
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps the asking session; the mail lists what ended', async () => {
    const other = await ctx.createUser('user');
    const res = await endOthers(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 2 });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(student)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const list = (await listSessions(phone)).json() as AccountSession[];
    expect(list).toEqual([expect.objectContaining({ device: 'Safari on iPhone', current: true })]);
    const mail = (await mailsTo(student.email)).find((m) => m.kind === 'sessions-ended');
    expect(mail?.subject).toBe('2 devices were signed out of your Speak the World account');
    expect(mail?.text).toContain('Chrome on Linux (address 198.51.100.4)');
    expect(mail?.text).toContain('from Safari on iPhone');

    // Nothing left to end: no second mail.
    expect((await endOthers(phone)).json()).toEqual({ deletedCount: 0 });
    expect((await mailsTo(student.email)).filter((m) => m.kind === 'sessions-ended')).toHaveLength(1);
  });
});
