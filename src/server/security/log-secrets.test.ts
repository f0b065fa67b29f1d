import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes, randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { redactedLogPaths } from '#server/app';
import { outgoingMails } from '#server/db/schema';
import { passesLuhn } from '#contract/payments';
import { createClass, GOOD_CARD, testApi } from '#server/testing/fixtures';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app';

/** A 16-digit card number that passes the Luhn check and is no test card: the simulated processor declines it. */
function canaryCardNumber(): string {
  for (;;) {
    const digits = `4${Array.from({ length: 15 }, () => randomInt(10)).join('')}`;
    if (passesLuhn(digits) && !digits.startsWith('4242') && !digits.startsWith('4000')) return digits;
  }
}

const canaryPassword = `Canary#${randomBytes(6).toString('hex')}`;
const canaryNewPassword = `Renewed#${randomBytes(6).toString('hex')}`;
const canaryCard = canaryCardNumber();
const spacedCard = canaryCard.replace(/(\d{4})(?=\d)/g, '$1 ');

let ctx: TestContext;
const lines: string[] = [];
const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];

beforeAll(async () => {
  // The library logs through console; the app through pino, configured as main.ts does but at trace.
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    consoleSpies.push(
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(
          args
            .map((a) => (typeof a === 'string' ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {}))))
            .join(' '),
        );
      }),
    );
  }
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestApp({
    logger: { level: 'trace', stream, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
  });
});
afterAll(async () => {
  for (const spy of consoleSpies) spy.mockRestore();
  await ctx?.close();
});

describe('secrets in the logs', () => {
  it("never writes a password, a card number, a session token, a client secret or a mailed link's token to the log", async () => {
    const send = (url: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const email = `canary-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    const signUp = await send('/api/auth/sign-up/email', { name: 'Canary', email, password: canaryPassword });
    statuses.push(signUp.statusCode);
    statuses.push(
      (await send('/api/auth/sign-up/email', { name: 'Canary', email, password: canaryPassword })).statusCode,
    );
    statuses.push(
      (
        await send('/api/auth/sign-up/email', {
          name: 'Canary',
          email: 'not-an-email',
          password: canaryPassword,
        })
      ).statusCode,
    );
    statuses.push(
      (await send('/api/auth/sign-up/email', `{"name":"Canary","password":"${canaryPassword}"`)).statusCode,
    );
    statuses.push((await send('/api/auth/sign-up/email', canaryPassword)).statusCode);
    const signIn = await send('/api/auth/sign-in/email', { email, password: canaryPassword });
    statuses.push(signIn.statusCode);
    statuses.push(
      (await send('/api/auth/sign-in/email', { email, password: `${canaryPassword}x` })).statusCode,
    );
    statuses.push(
      (await send('/api/auth/sign-in/email', { email: 'nobody@example.com', password: canaryPassword }))
        .statusCode,
    );
    statuses.push(
      (await send('/api/auth/sign-in/email', { email, password: canaryPassword, extra: canaryPassword }))
        .statusCode,
    );
    // A second sign-up with the same address answers as the first (docs/decisions/email-verification.md).
    expect(statuses).toEqual([200, 200, 400, 400, 400, 200, 401, 401, 200]);
    const sessionCookie = cookieFrom(signIn.headers['set-cookie']);
    const sessionToken = decodeURIComponent(sessionCookie.split('=')[1] ?? '').split('.')[0]!;

    const changePassword = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { origin: TEST_ORIGIN, cookie: sessionCookie, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const changes = [
      await changePassword({ currentPassword: `${canaryPassword}x`, newPassword: canaryNewPassword }),
      await changePassword({ currentPassword: canaryPassword, newPassword: canaryNewPassword.toLowerCase() }),
      await changePassword(`{"currentPassword":"${canaryPassword}","newPassword":"${canaryNewPassword}"`),
      await changePassword({ currentPassword: canaryPassword, newPassword: canaryNewPassword }),
    ].map((r) => r.statusCode);
    expect(changes).toEqual([400, 400, 400, 200]);

    const api = testApi(ctx);
    const cls = await createClass(ctx, { price: 25 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId as string;
    const { clientSecret } = (await api.intent(student, cartItemId)).json() as { clientSecret: string };
    const card = { ...GOOD_CARD, number: canaryCard };
    const confirms = [
      await api.confirm(student, clientSecret, card),
      await api.confirm(student, clientSecret, { ...card, number: spacedCard }),
      await api.confirm(student, clientSecret, { ...card, expYear: 2001 }),
      await api.confirm(student, clientSecret, { ...card, extra: canaryCard }),
      await api.confirm(student, clientSecret, {
        ...card,
        number: `${canaryCard}${canaryCard}${canaryCard}`,
      }),
      await api.confirm(student, `${clientSecret}x`, card),
      await api.confirm(student, clientSecret),
    ].map((r) => r.statusCode);
    expect(confirms).toEqual([402, 402, 402, 400, 400, 404, 200]);
    const transactionId = clientSecret.split('_secret_')[0]!;
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);

    // The mailed links' tokens: verification (used, then used again) and reset (used, then used again).
    const tokenOf = async (kind: string) => {
      const [mail] = await ctx.store.db
        .select()
        .from(outgoingMails)
        .where(and(eq(outgoingMails.to, email), eq(outgoingMails.kind, kind)));
      return /#token=([\w-]+)/.exec(mail!.text)![1]!;
    };
    const verifyToken = await tokenOf('verify-email');
    const verifyBody = { token: verifyToken, name: 'Canary', password: canaryPassword };
    const linkStatuses = [
      (await send('/api/account-links/verify-email/open', { token: verifyToken })).statusCode,
      (await send('/api/account-links/verify-email', verifyBody)).statusCode,
      (await send('/api/account-links/verify-email', verifyBody)).statusCode,
      (await send('/api/account-links/forgot-password', { email })).statusCode,
    ];
    const resetToken = await tokenOf('reset-password');
    linkStatuses.push(
      (await send('/api/account-links/reset-password', { token: resetToken, password: 'weak' })).statusCode,
      (await send('/api/account-links/reset-password', { token: resetToken, password: canaryPassword }))
        .statusCode,
      (await send('/api/account-links/reset-password', { token: resetToken, password: canaryPassword }))
        .statusCode,
    );
    expect(linkStatuses).toEqual([200, 200, 409, 200, 400, 200, 409]);

    const log = lines.join('\n');
    expect(log).toContain('incoming request');
    expect(log).toContain('request completed');
    for (const secret of [
      canaryPassword,
      canaryNewPassword,
      canaryNewPassword.toLowerCase(),
      canaryCard,
      spacedCard,
      GOOD_CARD.number,
      GOOD_CARD.number.replaceAll(' ', ''),
      sessionToken,
      student.cookie.split('=')[1]!,
      clientSecret,
      verifyToken,
      resetToken,
    ]) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });

  it("never writes a newsletter link's secret to the log, from the mail's URL or a request's", async () => {
    const email = `canary-${randomBytes(4).toString('hex')}@example.com`;
    const post = (
      url: string,
      payload?: unknown,
      headers: Record<string, string> = { origin: TEST_ORIGIN },
    ) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect((await post('/api/newsletter', { email })).statusCode).toBe(200);
    const [mail] = await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
    const confirm = /confirm\?token=([\w-]{43})/.exec(mail!.html)![1]!;
    const unsubscribe = /unsubscribe\?token=([\w-]{43})/.exec(mail!.html)![1]!;
    lines.length = 0;
    const statuses = [
      (await post('/api/newsletter/confirm', { token: confirm })).statusCode,
      (await post('/api/newsletter/confirm', { token: confirm })).statusCode,
      (await ctx.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${unsubscribe}` }))
        .statusCode,
      (
        await post(`/api/newsletter/unsubscribe?token=${unsubscribe}`, 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).statusCode,
      (await post(`/api/newsletter/unsubscribe?token=${unsubscribe}x`)).statusCode,
    ];
    expect(statuses).toEqual([200, 400, 303, 200, 400]);
    const log = lines.join('\n');
    expect(log).toContain('/api/newsletter/unsubscribe?token=[redacted]');
    for (const secret of [confirm, unsubscribe])
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
  });
});
