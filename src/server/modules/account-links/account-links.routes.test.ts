import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountLinks, accounts, outgoingMails, sessions, users } from '#server/db/schema';
import { createClass, testApi } from '#server/testing/fixtures';
import { cookieFrom, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '#server/testing/test-app';
import { STEADY_ANSWER_MS } from '#server/plugins/steady-answer';
import { hashLinkToken } from './account-links.service.js';

let clock = Date.now();
/** How long each held answer waited. */
const held: number[] = [];
const ctx = useTestApp({
  publicUrl: 'https://school.example',
  now: () => new Date(clock),
  steadyAnswerWait: async (ms) => {
    held.push(ms);
  },
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload,
    remoteAddress: from,
  });

const signUp = (email: string, password = TEST_PASSWORD, name = 'Nora') =>
  post('/api/auth/sign-up/email', { name, email, password });

async function mailsTo(email: string, kind?: string) {
  const rows = await ctx.store.db
    .select()
    .from(outgoingMails)
    .where(
      kind ? and(eq(outgoingMails.to, email), eq(outgoingMails.kind, kind)) : eq(outgoingMails.to, email),
    )
    .orderBy(outgoingMails.createdAt);
  return rows;
}

/** The token of the newest link of this kind mailed to the address, read from the mail's text. */
async function tokenFromMail(email: string, kind: 'verify-email' | 'reset-password') {
  const mails = await mailsTo(email, kind);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  const page = kind === 'verify-email' ? 'verify-email' : 'reset-password';
  const match = new RegExp(`https://school\\.example/${page}#token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no link in the ${kind} mail`);
  expect(mail.html).toContain(`href="https://school.example/${page}#token=${match[1]}"`);
  return match[1]!;
}

/** Spends a verification link; an email sign-up's also needs the owner's password and name. */
const verify = (token: string, choice: { name?: string; password?: string } = OWNER_CHOICE) =>
  post('/api/account-links/verify-email', { token, ...choice });
const OWNER_CHOICE = { name: 'Nora', password: 'Owner#pass1' };

const open = (token: string, headers: Record<string, string> = {}) =>
  post('/api/account-links/verify-email/open', { token }, headers);

const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

async function userRow(email: string) {
  const [row] = await ctx.store.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('sign-up and email verification', () => {
  it('answers a new and a taken address alike, signs neither in, and mails each its own message', async () => {
    const owner = await ctx.createUser('user', { name: 'Olga Owner' });
    const fresh = await signUp('fresh@example.com');
    const taken = await signUp(owner.email, 'Other#pass1');
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ status: 'check-inbox', message: expect.stringContaining('inbox') });

    const [verifyMail] = await mailsTo('fresh@example.com', 'verify-email');
    expect(verifyMail!.subject).toBe('Confirm your email address for Speak the World');
    const attempts = await mailsTo(owner.email, 'sign-up-attempt');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.subject).toBe('Someone tried to sign up with your address at Speak the World');
    expect(attempts[0]!.html).toContain('href="https://school.example/login"');
    expect(attempts[0]!.text).toContain('https://school.example/forgot-password');
    // Nothing about the existing account changed: its password still signs in.
    const signIn = await post('/api/auth/sign-in/email', { email: owner.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    // Only the link of its own sign-up.
    expect(await mailsTo(owner.email, 'verify-email')).toHaveLength(1);
  });

  it('writes the mails of a sign-up in the language its browser asks for, and the owner’s to a taken address', async () => {
    const japanese = { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' };
    const res = await post(
      '/api/auth/sign-up/email',
      { name: 'Haruto', email: 'haruto@example.com', password: TEST_PASSWORD },
      japanese,
    );
    expect(res.statusCode).toBe(200);
    const [verifyMail] = await mailsTo('haruto@example.com', 'verify-email');
    expect(verifyMail!.subject).toBe('Speak the Worldのメールアドレスの確認');
    expect(verifyMail!.html).toMatch(/<html dir="ltr" lang="ja">/);
    expect(verifyMail!.text).toContain('メールアドレスを確認してください');
    expect(verifyMail!.text).toContain('リンクは24時間有効で、1回だけ使えます');
    expect(verifyMail!.text).not.toContain('Confirm your address');
    // The link works as in any language.
    expect((await verify(await tokenFromMail('haruto@example.com', 'verify-email'))).statusCode).toBe(200);
    const [welcome] = await mailsTo('haruto@example.com', 'welcome');
    expect(welcome!.subject).toBe('Speak the Worldへようこそ');

    // Someone signs up in Japanese with the address of an account that chose French: the owner reads French.
    const owner = await ctx.createUser('user');
    await ctx.store.db.update(users).set({ locale: 'fr' }).where(eq(users.id, owner.id));
    expect(
      (
        await post(
          '/api/auth/sign-up/email',
          { name: 'X', email: owner.email, password: TEST_PASSWORD },
          japanese,
        )
      ).statusCode,
    ).toBe(200);
    const [attempt] = await mailsTo(owner.email, 'sign-up-attempt');
    expect(attempt!.subject).toBe('Quelqu’un a essayé de s’inscrire avec votre adresse chez Speak the World');
  });

  it('mails a taken address at most three times an hour, answering the same each time', async () => {
    const owner = await ctx.createUser('user');
    for (let n = 0; n < 5; n++) expect((await signUp(owner.email)).statusCode).toBe(200);
    expect(await mailsTo(owner.email, 'sign-up-attempt')).toHaveLength(3);
  });

  it('verifies the address once with the mailed link and signs the browser in to that account', async () => {
    await signUp('vera@example.com');
    expect((await userRow('vera@example.com')).emailVerified).toBe(false);
    const token = await tokenFromMail('vera@example.com', 'verify-email');

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'vera@example.com', emailVerified: true });
    expect((await userRow('vera@example.com')).emailVerified).toBe(true);
    const cookie = cookieFrom(first.headers['set-cookie']);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'vera@example.com', emailVerified: true });

    const second = await verify(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'link_used' });
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired verification link with 410 and an unknown one with 400', async () => {
    await signUp('late@example.com');
    const token = await tokenFromMail('late@example.com', 'verify-email');
    clock += 24 * 60 * 60_000 + 1000;
    const late = await verify(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toMatchObject({
      code: 'link_expired',
      message: expect.stringContaining('expired'),
    });
    expect((await userRow('late@example.com')).emailVerified).toBe(false);

    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect((await verify('')).statusCode).toBe(400);
  });

  it('stores only the hash of a link token, never the token itself', async () => {
    await signUp('hash@example.com');
    const token = await tokenFromMail('hash@example.com', 'verify-email');
    const rows = await ctx.store.db.select().from(accountLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify-email', tokenHash: hashLinkToken(token) });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
  });

  it('refuses to pay until the address is verified, then lets the same student pay', async () => {
    const api = testApi(ctx);
    const cls = await createClass(ctx, { price: 30 });
    const student = await ctx.createUser('user', { verified: false });
    const selected = await api.select(student, cls.id);
    expect(selected.statusCode).toBe(200);
    const cartItemId = selected.json().insertedId as string;
    const refused = await api.intent(student, cartItemId);
    // Not a 403: the client signs out on those, and this student is rightly signed in.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'email_unverified',
      message: expect.stringContaining('verify your email address'),
    });
    const confirm = await api.confirm(student, 'pi_x_secret_y');
    expect(confirm.statusCode).toBe(409);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: student.headers })).json(),
    ).toMatchObject({ emailVerified: false });

    const resend = await post('/api/account-links/verify-email/resend', {}, student.headers);
    expect(resend.statusCode).toBe(200);
    // The password was chosen before the address was proven: verifying ends that session and signs in anew.
    const verified = await verify(await tokenFromMail(student.email, 'verify-email'));
    expect(verified.statusCode).toBe(200);
    const cookie = cookieFrom(verified.headers['set-cookie']);
    const intent = await api.intent(
      { ...student, cookie, headers: { ...student.headers, cookie } },
      cartItemId,
    );
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toBe(30);
  });

  it('sends the link again three times an hour per account, and not at all once verified', async () => {
    const student = await ctx.createUser('user', { verified: false });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await post('/api/account-links/verify-email/resend', {}, student.headers)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The sign-up's link and three more.
    expect(await mailsTo(student.email, 'verify-email')).toHaveLength(4);
    // Another address of the same client is counted on its own.
    const other = await ctx.createUser('user', { verified: false });
    expect((await post('/api/account-links/verify-email/resend', {}, other.headers)).statusCode).toBe(200);

    const verified = await ctx.createUser('user');
    const again = await post('/api/account-links/verify-email/resend', {}, verified.headers);
    expect(again.statusCode).toBe(409);
    expect((await post('/api/account-links/verify-email/resend', {})).statusCode).toBe(401);
  });

  it('spends the older verification links when one of them is used', async () => {
    const student = await ctx.createUser('user', { verified: false });
    await post('/api/account-links/verify-email/resend', {}, student.headers);
    const older = await tokenFromMail(student.email, 'verify-email');
    await post('/api/account-links/verify-email/resend', {}, student.headers);
    const newer = await tokenFromMail(student.email, 'verify-email');
    expect((await verify(newer)).statusCode).toBe(200);
    expect((await verify(older)).statusCode).toBe(409);
  });
});

describe('an account made with someone else’s address', () => {
  async function sessionsOf(email: string) {
    const { id } = await userRow(email);
    return ctx.store.db.select().from(sessions).where(eq(sessions.userId, id));
  }
  const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('goes to the owner of the address: the link ends every session, the sign-up password stops working, and the owner chooses theirs and the name', async () => {
    const victim = 'victim@example.com';
    expect((await signUp(victim, 'Attacker#pw1', 'Mallory Mock')).statusCode).toBe(200);
    const attacker = await signIn(victim, 'Attacker#pw1');
    expect(attacker.statusCode).toBe(200);
    const attackerCookie = cookieFrom(attacker.headers['set-cookie']);
    const token = await tokenFromMail(victim, 'verify-email');

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: victim, name: 'Mallory Mock', choosePassword: true });
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect((await me(attackerCookie)).statusCode).toBe(401);
    expect(await sessionsOf(victim)).toHaveLength(0);
    expect((await signIn(victim, 'Attacker#pw1')).statusCode).toBe(401);
    // Opening spends nothing: the owner may reload the page and open it again.
    expect((await open(token)).statusCode).toBe(200);

    const bare = await verify(token, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toMatchObject({
      password: expect.any(String),
      name: expect.any(String),
    });
    expect((await verify(token, { name: 'Vic', password: 'weakpass' })).statusCode).toBe(400);
    expect((await userRow(victim)).emailVerified).toBe(false);

    const done = await verify(token, { name: '  Victoria Owner ', password: 'Owner#pass1' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: victim, name: 'Victoria Owner', emailVerified: true });
    const ownerCookie = cookieFrom(done.headers['set-cookie']);
    expect((await me(ownerCookie)).json()).toMatchObject({ name: 'Victoria Owner', emailVerified: true });
    expect(await sessionsOf(victim)).toHaveLength(1);
    expect((await me(attackerCookie)).statusCode).toBe(401);
    expect((await signIn(victim, 'Attacker#pw1')).statusCode).toBe(401);
    expect((await signIn(victim, 'Owner#pass1')).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(409);
  });

  it('leaves the name typed at sign-up out of every mail sent before the address is proven', async () => {
    await signUp('named@example.com', TEST_PASSWORD, 'Zed Stranger');
    await post('/api/account-links/forgot-password', { email: 'named@example.com' });
    await signUp('named@example.com', 'Another#pw2', 'Zed Again');
    const mails = await mailsTo('named@example.com');
    expect(mails.map((m) => m.kind).sort()).toEqual(
      ['reset-password', 'sign-up-attempt', 'verify-email', 'welcome'].sort(),
    );
    for (const mail of mails) {
      expect(mail.html).not.toContain('Zed');
      expect(mail.text).not.toContain('Zed');
    }
    const token = await tokenFromMail('named@example.com', 'verify-email');
    await verify(token, { name: 'Zoe Owner', password: 'Owner#pass1' });
    await post('/api/account-links/forgot-password', { email: 'named@example.com' });
    const [, second] = await mailsTo('named@example.com', 'reset-password');
    expect(second!.text).toContain('Hello Zoe Owner,');
  });

  it('answers 400, 409 and 410 when opening an unknown, used or expired link', async () => {
    expect((await open('A'.repeat(43))).statusCode).toBe(400);
    await signUp('opened@example.com');
    const token = await tokenFromMail('opened@example.com', 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const used = await open(token);
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toMatchObject({ code: 'link_used' });
    await signUp('expires@example.com');
    const late = await tokenFromMail('expires@example.com', 'verify-email');
    clock += 24 * 60 * 60_000 + 1000;
    expect((await open(late)).statusCode).toBe(410);
    expect((await signIn('expires@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies an account that signs in only through a provider with the link alone', async () => {
    const student = await ctx.createUser('user', { verified: false });
    await ctx.store.db.delete(accounts).where(eq(accounts.userId, student.id));
    await post('/api/account-links/verify-email/resend', {}, student.headers);
    const token = await tokenFromMail(student.email, 'verify-email');
    const opened = await open(token);
    expect(opened.json()).toMatchObject({ choosePassword: false });
    expect((await me(student.cookie)).statusCode).toBe(200);
    const done = await verify(token, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ emailVerified: true, name: student.name });
  });
});

describe('answers that could tell who has an account', () => {
  it('holds sign-up and "Forgot password?" to their even time, whichever branch answers', async () => {
    const owner = await ctx.createUser('user');
    for (const send of [
      () => signUp(`even-${Date.now()}@example.com`),
      () => signUp(owner.email),
      () => post('/api/account-links/forgot-password', { email: owner.email }),
      () => post('/api/account-links/forgot-password', { email: 'nobody-even@example.com' }),
    ]) {
      held.length = 0;
      expect((await send()).statusCode).toBe(200);
      expect(held).toHaveLength(1);
      expect(held[0]).toBeGreaterThan(0);
      expect(held[0]).toBeLessThanOrEqual(Math.max(STEADY_ANSWER_MS.signUp, STEADY_ANSWER_MS.forgotPassword));
    }
  });
});

describe('password reset', () => {
  const forgot = (email: string, from?: string) =>
    post('/api/account-links/forgot-password', { email }, {}, from);
  const reset = (token: string, password: string) =>
    post('/api/account-links/reset-password', { token, password });

  it('mails the link in the language the account chose, else in the one the browser asks for', async () => {
    const chose = await ctx.createUser('user');
    await ctx.store.db.update(users).set({ locale: 'es' }).where(eq(users.id, chose.id));
    const never = await ctx.createUser('user');
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    for (const who of [chose, never]) {
      expect(
        (await post('/api/account-links/forgot-password', { email: who.email }, german)).statusCode,
      ).toBe(200);
    }
    const [spanish] = await mailsTo(chose.email, 'reset-password');
    expect(spanish!.subject).toBe('Elige una contraseña nueva para Speak the World');
    expect(spanish!.text).toContain('El enlace funciona una sola vez, durante 30 minutos');
    const [inGerman] = await mailsTo(never.email, 'reset-password');
    expect(inGerman!.subject).toBe('Wähle ein neues Passwort für Speak the World');
  });

  it('answers the same for an unknown address and mails only a known one', async () => {
    const student = await ctx.createUser('user');
    const known = await forgot(student.email.toUpperCase());
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(student.email, 'reset-password')).toHaveLength(1);
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
    expect((await forgot('not an address')).statusCode).toBe(400);
  });

  it('sets the new password once, ends every old session, and mails that the password changed', async () => {
    const student = await ctx.createUser('user', { verified: false });
    const second = await post('/api/auth/sign-in/email', { email: student.email, password: TEST_PASSWORD });
    const secondCookie = cookieFrom(second.headers['set-cookie']);
    await forgot(student.email);
    const token = await tokenFromMail(student.email, 'reset-password');

    const done = await reset(token, 'Brand#new1');
    expect(done.statusCode).toBe(200);
    for (const cookie of [student.cookie, secondCookie]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    expect(await ctx.store.db.select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(0);
    const old = await post('/api/auth/sign-in/email', { email: student.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/auth/sign-in/email', { email: student.email, password: 'Brand#new1' });
    expect(fresh.statusCode).toBe(200);
    // The link reached the inbox, so the address is the account's.
    expect((await userRow(student.email)).emailVerified).toBe(true);
    const changed = await mailsTo(student.email, 'password-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.html).toContain('href="https://school.example/login"');

    const again = await reset(token, 'Other#new2');
    expect(again.statusCode).toBe(409);
    const still = await post('/api/auth/sign-in/email', { email: student.email, password: 'Brand#new1' });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a reset link asked for before the password was changed in the profile', async () => {
    const student = await ctx.createUser('user');
    await forgot(student.email);
    const token = await tokenFromMail(student.email, 'reset-password');
    const changed = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Changed#pw1' },
      student.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await reset(token, 'Brand#new1')).statusCode).toBe(409);
    const signIn = await post('/api/auth/sign-in/email', { email: student.email, password: 'Changed#pw1' });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired reset link and a password that breaks the rules', async () => {
    const student = await ctx.createUser('user');
    await forgot(student.email);
    const token = await tokenFromMail(student.email, 'reset-password');
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toContain('uppercase');
    clock += 30 * 60_000 + 1000;
    const late = await reset(token, 'Brand#new1');
    expect(late.statusCode).toBe(410);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: student.headers });
    expect(me.statusCode).toBe(200);
    const rows = await ctx.store.db.select().from(accountLinks);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('limits reset requests per address and per client', async () => {
    const student = await ctx.createUser('user');
    const perEmail: number[] = [];
    for (let n = 0; n < 6; n++) perEmail.push((await forgot(student.email, `10.0.0.${n}`)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const perClient: number[] = [];
    for (let n = 0; n < 21; n++) perClient.push((await forgot(`p${n}@example.com`, '10.9.9.9')).statusCode);
    expect(perClient.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perClient[20]).toBe(429);
  });
});
