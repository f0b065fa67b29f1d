import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions, newsletterTokens, outgoingMails } from '#server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestContext, type TestUser } from '#server/testing/test-app';
import { NO_MAIL_MESSAGE, newsletterTokenHash } from './newsletter.service.js';

let ctx: TestContext;
let clock = new Date('2026-11-27T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock, publicUrl: 'https://school.example' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = new Date('2026-11-27T10:00:00Z');
  await ctx.store.reset();
});

const subscribe = (email: unknown, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
    remoteAddress: from,
  });

const confirm = (token: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: { origin: TEST_ORIGIN },
    payload: { token },
  });

/** The page's button: our own origin, no body. */
const unsubscribeFromPage = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?token=${token}`,
    headers: { origin: TEST_ORIGIN },
  });

/** A mail program's one-click POST (RFC 8058): a form body, no cookie, no Origin. */
const oneClick = (url: string, contentType = 'application/x-www-form-urlencoded') =>
  ctx.app.inject({
    method: 'POST',
    url: url.replace('https://school.example', ''),
    headers: { 'content-type': contentType },
    payload:
      contentType === 'multipart/form-data; boundary=x'
        ? '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n'
        : 'List-Unsubscribe=One-Click',
  });

async function mailsTo(email: string) {
  return ctx.store.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.to, email))
    .orderBy(outgoingMails.createdAt);
}

/** The links of the latest mail to `email`. */
async function linksOf(email: string) {
  const mails = await mailsTo(email);
  const mail = mails.at(-1)!;
  const confirmToken = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(mail.html)?.[1] ?? null;
  const pageToken = /\/newsletter\/unsubscribe\?token=([\w-]{43})/.exec(mail.html)?.[1] ?? null;
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const oneClickUrl = /^<(.+)>$/.exec(header)?.[1] ?? '';
  return { mail, confirmToken, pageToken, oneClickUrl };
}

async function confirmedList(admin: TestUser) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/newsletter/subscribers',
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { subscribers: { email: string }[] }).subscribers.map((s) => s.email);
}

async function subscribeAndConfirm(email: string) {
  expect((await subscribe(email)).statusCode).toBe(200);
  const { confirmToken } = await linksOf(email);
  expect((await confirm(confirmToken)).statusCode).toBe(200);
}

describe('POST /api/newsletter', () => {
  it('stores an address once and answers the same the second time', async () => {
    const first = await subscribe('Reader@Example.com');
    const second = await subscribe('reader@example.com');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('refuses an invalid address with a clear message', async () => {
    const res = await subscribe('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });

  it('takes five subscriptions an hour from one address, then answers 429 and stores nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`reader-${i}@example.com`)).statusCode).toBe(200);
    const refused = await subscribe('stranger@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many subscriptions from this address. Please wait 60 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).not.toContain('stranger@example.com');
    expect((await subscribe('stranger@example.com', '198.51.100.4')).statusCode).toBe(200);
  });

  it('stores a new address as pending, says where the confirmation went and queues a confirmation mail', async () => {
    const res = await subscribe('reader@example.com');
    // This app sends no mail (no SMTP_URL): the answer says so (mailbox.routes.test.ts checks the inbox text).
    expect(res.json().message).toBe(NO_MAIL_MESSAGE);
    const [row] = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ email: 'reader@example.com', status: 'pending', confirmedAt: null });
    const { mail, confirmToken, pageToken } = await linksOf('reader@example.com');
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', status: 'queued' });
    expect(mail.subject).toBe('Confirm your subscription to the Speak the World newsletter');
    expect(confirmToken).not.toBeNull();
    expect(pageToken).not.toBeNull();
    expect(mail.text).toContain(`https://school.example/newsletter/confirm?token=${confirmToken}`);
  });

  it('writes the confirmation in the language the browser asks for, with its links', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { email: 'lectrice@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { mail, confirmToken, pageToken } = await linksOf('lectrice@example.com');
    expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter de Speak the World');
    expect(mail.html).toMatch(/<html dir="ltr" lang="fr">/);
    expect(mail.text).toContain('Le lien fonctionne pendant 7\u00a0jours.');
    expect(mail.html).toContain(`>Se désabonner</a>`);
    expect(confirmToken).not.toBeNull();
    expect(pageToken).not.toBeNull();
  });

  it('puts the one-click unsubscribe headers of RFC 8058 on the queued mail, with the link of the mail', async () => {
    await subscribe('reader@example.com');
    const { mail, pageToken } = await linksOf('reader@example.com');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://school.example/api/newsletter/unsubscribe?token=${pageToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers the same for a new, a pending and a confirmed address; the confirmed one is only told so', async () => {
    const asNew = await subscribe('reader@example.com');
    const asPending = await subscribe('reader@example.com', '198.51.100.4');
    const { confirmToken } = await linksOf('reader@example.com');
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const asConfirmed = await subscribe('reader@example.com', '198.51.100.5');
    expect([asNew, asPending, asConfirmed].map((r) => [r.statusCode, r.body])).toEqual(
      Array(3).fill([200, asNew.body]),
    );
    const mails = await mailsTo('reader@example.com');
    expect(mails.map((m) => m.kind)).toEqual([
      'newsletter-confirm',
      'newsletter-confirm',
      'newsletter-already',
    ]);
    const last = await linksOf('reader@example.com');
    expect(last.confirmToken).toBeNull();
    expect(last.mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(row!.status).toBe('confirmed');
  });

  it('sends at most three confirmation mails to one address a day, whichever client asks', async () => {
    for (let i = 0; i < 3; i++)
      expect((await subscribe('reader@example.com', `198.51.100.${i + 1}`)).statusCode).toBe(200);
    const refused = await subscribe('reader@example.com', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many confirmation mails to this email address\./);
    expect(await mailsTo('reader@example.com')).toHaveLength(3);
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1000);
    expect((await subscribe('reader@example.com', '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('confirming', () => {
  it('counts an address only once its link is followed, and takes the link once', async () => {
    const admin = await ctx.createUser('admin');
    await subscribe('reader@example.com');
    expect(await confirmedList(admin)).toEqual([]);
    const { confirmToken } = await linksOf('reader@example.com');
    const first = await confirm(confirmToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/confirmed/);
    expect(await confirmedList(admin)).toEqual(['reader@example.com']);
    const [row] = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(row!.confirmedAt).toEqual(clock);

    const again = await confirm(confirmToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/used already/);
  });

  it('refuses a link after its seven days, and takes one from a new subscription', async () => {
    await subscribe('reader@example.com');
    const { confirmToken } = await linksOf('reader@example.com');
    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60_000 + 1);
    const late = await confirm(confirmToken);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/expired/);
    const [row] = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(row!.status).toBe('pending');

    await subscribe('reader@example.com');
    expect((await confirm((await linksOf('reader@example.com')).confirmToken)).statusCode).toBe(200);
  });

  it('keeps only the SHA-256 of each link in the store', async () => {
    await subscribe('reader@example.com');
    const { confirmToken, pageToken } = await linksOf('reader@example.com');
    const tokens = await ctx.store.db.select().from(newsletterTokens);
    expect(tokens.map((t) => [t.purpose, t.tokenHash]).sort()).toEqual([
      ['confirm', newsletterTokenHash(confirmToken!)],
      ['unsubscribe', newsletterTokenHash(pageToken!)],
    ]);
    const stored = JSON.stringify(tokens);
    expect(stored).not.toContain(confirmToken);
    expect(stored).not.toContain(pageToken);
  });

  it('answers 404 for a link it never made, 400 for a malformed one, and the unsubscribe link does not confirm', async () => {
    await subscribe('reader@example.com');
    const { pageToken } = await linksOf('reader@example.com');
    expect((await confirm('A'.repeat(43))).statusCode).toBe(404);
    expect((await confirm(pageToken)).statusCode).toBe(404);
    const malformed = await confirm('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.token).toBe('The link is incomplete: open it again from the mail');
  });
});

describe('unsubscribing', () => {
  it("takes the address off the list with the page's button, and says so again for the same link", async () => {
    const admin = await ctx.createUser('admin');
    await subscribeAndConfirm('reader@example.com');
    const { pageToken } = await linksOf('reader@example.com');
    const res = await unsubscribeFromPage(pageToken!);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/unsubscribed/);
    expect(await confirmedList(admin)).toEqual([]);
    expect(await ctx.store.db.select().from(newsletterSubscriptions)).toEqual([]);
    const again = await unsubscribeFromPage(pageToken!);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/not on our newsletter list/);
  });

  it.each([
    ['a urlencoded form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
  ])("takes a mail program's one-click POST (RFC 8058) with %s, no cookie and no Origin", async (_, type) => {
    const admin = await ctx.createUser('admin');
    await subscribeAndConfirm('reader@example.com');
    const { oneClickUrl } = await linksOf('reader@example.com');
    expect(oneClickUrl).toMatch(/^https:\/\/school\.example\/api\/newsletter\/unsubscribe\?token=/);
    const res = await oneClick(oneClickUrl, type);
    expect(res.statusCode).toBe(200);
    expect(await confirmedList(admin)).toEqual([]);
  });

  it('unsubscribes a pending address too, so its confirmation link no longer works', async () => {
    await subscribe('reader@example.com');
    const { confirmToken, oneClickUrl } = await linksOf('reader@example.com');
    expect((await oneClick(oneClickUrl)).statusCode).toBe(200);
    const late = await confirm(confirmToken);
    expect(late.statusCode).toBe(400);
    expect(await ctx.store.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('sends a GET of the header URL on to the unsubscribe page without unsubscribing', async () => {
    await subscribeAndConfirm('reader@example.com');
    const { oneClickUrl, pageToken } = await linksOf('reader@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: oneClickUrl.replace('https://school.example', ''),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/newsletter/unsubscribe?token=${pageToken}`);
    const [row] = await ctx.store.db.select().from(newsletterSubscriptions);
    expect(row!.status).toBe('confirmed');
  });

  it('answers 404 for a link it never made and keeps the Origin check for every other newsletter route', async () => {
    expect((await unsubscribeFromPage('B'.repeat(43))).statusCode).toBe(404);
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: 'B'.repeat(43) },
    });
    expect(noOrigin.statusCode).toBe(403);
    const subscribeNoOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@example.com' },
    });
    expect(subscribeNoOrigin.statusCode).toBe(403);
    // The exception is the path itself, not a prefix of it.
    const lookalike = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/x' });
    expect(lookalike.statusCode).toBe(403);
  });
});

describe('the confirmed list for admins', () => {
  it('lists confirmed addresses only, the latest first, for admins only', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    await subscribeAndConfirm('first@example.com');
    clock = new Date(clock.getTime() + 60_000);
    await subscribeAndConfirm('second@example.com');
    await subscribe('pending@example.com');
    // Stored before the double opt-in: kept, but pending.
    await ctx.store.db.insert(newsletterSubscriptions).values({ email: 'old@example.com' });
    expect(await confirmedList(admin)).toEqual(['second@example.com', 'first@example.com']);
    for (const url of ['/api/newsletter/subscribers', '/api/newsletter/subscribers.csv']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: student.headers })).statusCode).toBe(403);
    }
  });

  it('exports them as a UTF-8 CSV with a BOM, every cell quoted and formulas defused', async () => {
    const admin = await ctx.createUser('admin');
    const at = new Date('2026-11-20T08:30:00Z');
    await ctx.store.db.insert(newsletterSubscriptions).values(
      [
        '=HYPERLINK("x")@example.com',
        '+1@example.com',
        '-a@example.com',
        '@b@example.com',
        'zoë,"q"@example.com',
        'p@example.com',
      ].map((email, i) => ({
        email,
        status: 'confirmed' as const,
        confirmedAt: new Date(at.getTime() - i * 60_000),
      })),
    );
    await ctx.store.db.insert(newsletterSubscriptions).values({ email: 'pending@example.com' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toBe(
      '\uFEFF' +
        [
          '"Email","Confirmed at (UTC)"',
          `"'=HYPERLINK(""x"")@example.com","2026-11-20 08:30:00"`,
          `"'+1@example.com","2026-11-20 08:29:00"`,
          `"'-a@example.com","2026-11-20 08:28:00"`,
          `"'@b@example.com","2026-11-20 08:27:00"`,
          '"zoë,""q""@example.com","2026-11-20 08:26:00"',
          '"p@example.com","2026-11-20 08:25:00"',
        ].join('\r\n') +
        '\r\n',
    );
  });
});
