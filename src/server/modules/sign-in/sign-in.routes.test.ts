import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/identity/password';
import { accounts, sessions, users } from '#server/db/schema';
import {
  cookieFrom,
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
} from '#server/testing/test-app';

let ctx: TestContext;
let clock = Date.now();
/**
 * The limits count attempts, and each attempt hashes a password (an unknown email hashes the guess, so its
 * answer takes as long): at OWASP's cost, 61 attempts took 18 s of CPU on a busy machine, near the test's
 * time limit. Here passwords are argon2id at a tiny cost, so a test's time does not follow the machine's
 * load; the test of the stored parameters hashes at the real cost.
 */
let realHashCost = false;
/** The delays the app asked for while holding back sign-ins of an attacked account. */
let delays: number[] = [];
beforeAll(async () => {
  ctx = await createTestApp({
    hashPassword: (password) =>
      realHashCost
        ? hashPassword(password)
        : hash(password, { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 }),
    now: () => new Date(clock),
    signInSlowDown: async (ms) => {
      delays.push(ms);
    },
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.store.reset();
  clock = Date.now();
  delays = [];
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: payload as object,
    remoteAddress: from,
  });

const signUp = (payload: Record<string, unknown>) => post('/api/auth/sign-up/email', payload);
const signIn = (email: string, password: string, from?: string) =>
  post('/api/auth/sign-in/email', { email, password }, {}, from);

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.4';

describe('sign-up', () => {
  it('creates a user account, answers "check your inbox" without a cookie, and the password signs in with an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await signUp({
      name: 'Maya',
      email: 'Maya@Example.com',
      password: 'Secret#1',
      gender: 'female',
    });
    expect(res.statusCode).toBe(200);
    // Sign-up signs nobody in: it answers the same for a taken address (docs/decisions/email-verification.md).
    expect(res.json()).toEqual({ status: 'check-inbox', message: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await ctx.store.db.select().from(users).where(eq(users.email, 'maya@example.com'));
    expect(row).toMatchObject({ name: 'Maya', role: 'user', gender: 'female', emailVerified: false });
    const signedIn = await signIn('maya@example.com', 'Secret#1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      name: 'Maya',
      email: 'maya@example.com',
      role: 'user',
      gender: 'female',
    });
    expect(signedIn.json()).not.toHaveProperty('token');
    const cookie = [signedIn.headers['set-cookie']].flat().find((c) => c?.startsWith('stw.session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(signedIn.headers['set-cookie']) },
    });
    expect(me.json().email).toBe('maya@example.com');
  });

  it('stores the password as an argon2id hash with at least OWASP parameters', async () => {
    realHashCost = true;
    try {
      await signUp({ name: 'Hash', email: 'hash@example.com', password: 'Secret#1' });
    } finally {
      realHashCost = false;
    }
    const [row] = await ctx.store.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    const [account] = await ctx.store.db.select().from(accounts).where(eq(accounts.userId, row!.id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = account!.password!.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['abc', 'Password should be at least 6 characters long'],
    ['secret#1', 'Password should contain at least one uppercase letter'],
    ['Secret12', 'Password should contain at least one special character'],
    ['S#' + 'a'.repeat(127), 'Password should be at most 128 characters long'],
  ])('refuses the weak password %s with the spec text', async (password, message) => {
    const res = await signUp({ name: 'Weak', email: 'weak@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(message);
  });

  it('refuses names and emails over 120 characters and a malformed email', async () => {
    const long = await signUp({ name: 'x'.repeat(121), email: 'long@example.com', password: 'Secret#1' });
    expect(long.json().error.fields.name).toMatch(/120/);
    const longEmail = await signUp({ name: 'L', email: `${'a'.repeat(115)}@x.com`, password: 'Secret#1' });
    expect(longEmail.json().error.fields.email).toMatch(/120/);
    const bad = await signUp({ name: 'L', email: 'nope', password: 'Secret#1' });
    expect(bad.statusCode).toBe(400);
  });

  it('makes no second account with the same email, answering as for a new one', async () => {
    const first = await signUp({ name: 'First', email: 'twice@example.com', password: 'Secret#1' });
    const res = await signUp({ name: 'Second', email: 'TWICE@example.com', password: 'Other#22' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(first.body);
    const rows = await ctx.store.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('First');
    expect((await signIn('twice@example.com', 'Other#22')).statusCode).toBe(401);
    expect((await signIn('twice@example.com', 'Secret#1')).statusCode).toBe(200);
  });

  it('ignores or refuses a role sent by the client: new accounts are always users', async () => {
    const res = await signUp({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'Secret#1',
      role: 'admin',
    });
    const [row] = await ctx.store.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    if (res.statusCode === 200) expect(row!.role).toBe('user');
    else expect(row).toBeUndefined();
  });

  it('refuses a gender outside the three options and a photo from another site', async () => {
    const gender = await signUp({ name: 'G', email: 'g@example.com', password: 'Secret#1', gender: 'robot' });
    expect(gender.json().error.fields).toHaveProperty('gender');
    const photo = await signUp({
      name: 'P',
      email: 'p@example.com',
      password: 'Secret#1',
      image: 'https://evil.example/x.png',
    });
    expect(photo.json().error.fields).toHaveProperty('image');
  });
});

describe('sign-in', () => {
  it('signs a user in with a session cookie', async () => {
    const user = await ctx.createUser();
    const res = await signIn(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
    expect(cookieFrom(res.headers['set-cookie'])).toContain('stw.session_token=');
  });

  it('answers the same 401 text for a wrong password and an unknown email', async () => {
    const user = await ctx.createUser();
    const wrong = await signIn(user.email, 'Wrong#123');
    const unknown = await signIn('nobody@example.com', 'Wrong#123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('requires both fields with the spec texts', async () => {
    const res = await post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      email: 'email is required',
      password: 'Password is required',
    });
  });

  it('does not count successful sign-ins against the account', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 12; i++) expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in from another address while an attacker fails 25 times from one, and makes the attacker wait', async () => {
    const admin = await ctx.createUser('admin');
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await signIn(admin.email, `Wrong#${i}`, ATTACKER)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);

    const owner = await signIn(admin.email, TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(admin.email);

    // Even the right password waits at the attacker's address: the wait does not depend on the guess.
    const attacker = await signIn(admin.email, TEST_PASSWORD, ATTACKER);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed sign-ins. Please wait 30 seconds and try again.',
    });
    expect(attacker.headers['retry-after']).toBe('30');
  });

  it('doubles the wait of an account and address pair with each failure past five', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 5; i++)
      expect((await signIn(user.email, 'Wrong#123', ATTACKER)).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      const blocked = await signIn(user.email, 'Wrong#123', ATTACKER);
      expect(blocked.statusCode).toBe(429);
      waits.push(`${blocked.headers['retry-after']} ${blocked.json().error.message}`);
      clock += Number(blocked.headers['retry-after']) * 1000;
      expect((await signIn(user.email, 'Wrong#123', ATTACKER)).statusCode).toBe(401);
    }
    expect(waits).toEqual([
      '30 Too many failed sign-ins. Please wait 30 seconds and try again.',
      '60 Too many failed sign-ins. Please wait 1 minute and try again.',
      '120 Too many failed sign-ins. Please wait 2 minutes and try again.',
      '240 Too many failed sign-ins. Please wait 4 minutes and try again.',
    ]);
  });

  it('counts the failures of an unknown email the same way, so the wait tells nothing about accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await signIn('nobody@example.com', 'Wrong#123', ATTACKER)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets the failures of an address once the right password comes from it', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'Wrong#123', OWNER)).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'Wrong#123', OWNER)).statusCode).toBe(401);
  });

  it('holds back every sign-in of an account failing from many addresses a little, never more than 3 s, and still lets the owner in', async () => {
    const admin = await ctx.createUser('admin');
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await signIn(admin.email, 'Wrong#123', `203.0.113.${a}`)).statusCode).toBe(401);
      }
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000, 3000, 3000]);
    delays = [];
    const owner = await signIn(admin.email, TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(delays).toEqual([3000]);
  });

  it('refuses a 61st sign-in from one address within 5 minutes, whatever the accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 60; i++)
      codes.push((await signIn(`someone-${i}@example.com`, 'Wrong#123', ATTACKER)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    const last = await signIn('someone-else@example.com', 'Wrong#123', ATTACKER);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('someone-else@example.com', 'Wrong#123', OWNER)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('ends the session on the server at sign-out, so the old cookie no longer works', async () => {
    const user = await ctx.createUser();
    const out = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const [left] = await ctx.store.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toBeUndefined();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a forged or tampered session cookie', async () => {
    const user = await ctx.createUser();
    const tampered = user.cookie.replace(/stw\.session_token=([^;.]+)/, 'stw.session_token=forged$1');
    for (const cookie of [tampered, 'stw.session_token=abc.def']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a cross-origin sign-in and sign-out', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(out.statusCode).toBe(403);
  });

  it('keeps the library routes we do not use out of reach', async () => {
    const user = await ctx.createUser();
    for (const url of ['/api/auth/change-password', '/api/auth/update-user', '/api/auth/delete-user']) {
      const res = await post(
        url,
        { newPassword: 'x', currentPassword: TEST_PASSWORD },
        { cookie: user.cookie },
      );
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the demo accounts', () => {
  it('sign in with their roles', async () => {
    const { seedDemoData, DEMO_PASSWORD, demoAccounts } = await import('#server/seed/seed');
    await seedDemoData(ctx.store.db);
    for (const account of demoAccounts) {
      const res = await signIn(account.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieFrom(res.headers['set-cookie']) },
      });
      expect(me.json()).toMatchObject({ email: account.email, role: account.role });
    }
  });
});
