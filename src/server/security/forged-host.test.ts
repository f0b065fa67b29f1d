import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrolments, outgoingMails } from '#server/db/schema';
import { postClass, spanishB1Class } from '#server/testing/fixtures';
import { freePort } from '#server/testing/free-port';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestContext } from '#server/testing/test-app';

/**
 * Without PUBLIC_URL the site's address is the one it was started on. Whatever Host, X-Forwarded-Host or
 * X-Forwarded-Proto a request carries, even through a trusted proxy hop, no answer, mail or redirect is
 * written on it.
 */
const FORGED = 'evil.example';
const forged = {
  host: FORGED,
  'x-forwarded-host': FORGED,
  'x-forwarded-proto': 'https',
  forwarded: `host=${FORGED};proto=https`,
};

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ baseURL: base, thirdParty: { DEMO_OIDC: 'on' }, trustProxy: 1 });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => ctx.app.inject({ method, url, headers: { ...headers, ...forged }, payload });

describe('a forged Host', () => {
  it('is not the base of a new calendar feed URL, nor of the links and UIDs inside the feed', async () => {
    const instructor = await ctx.createUser('instructor');
    const classId = await postClass(ctx, instructor, spanishB1Class, 'approved');
    const student = await ctx.createUser('user');
    await ctx.store.db.insert(enrolments).values({ userId: student.id, classId });

    const made = await inject('POST', '/api/calendar/feed', student.headers);
    expect(made.statusCode).toBe(201);
    const { url, webcalUrl } = made.json() as { url: string; webcalUrl: string };
    expect(url.startsWith(`${base}/api/calendar/feed/`)).toBe(true);
    expect(webcalUrl.startsWith(`webcal://127.0.0.1:`)).toBe(true);

    const feed = await inject('GET', new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`${base}/classes/${classId}`);
    expect(feed.body).not.toContain(FORGED);
    const file = await inject('GET', `/api/classes/${classId}/calendar.ics`, student.headers);
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(FORGED);
  });

  it("is not the address of a mail's links", async () => {
    const email = 'forged-host@example.com';
    const signUp = await inject(
      'POST',
      '/api/auth/sign-up/email',
      { origin: TEST_ORIGIN },
      {
        name: 'Nora',
        email,
        password: TEST_PASSWORD,
      },
    );
    expect(signUp.statusCode).toBe(200);
    const mails = await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
    expect(mails.map((m) => m.kind).sort()).toEqual(['verify-email', 'welcome']);
    for (const mail of mails) {
      expect(mail.text).toContain(base);
      expect(mail.text + mail.html).not.toContain(FORGED);
    }
  });

  it('is no trusted origin: a request whose Origin merely matches it is refused', async () => {
    const res = await inject(
      'POST',
      '/api/auth/sign-up/email',
      { origin: `https://${FORGED}` },
      {
        name: 'Nora',
        email: 'matching-origin@example.com',
        password: TEST_PASSWORD,
      },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('the sign-in with the demo provider, with a forged Host', () => {
  it('redirects to the provider and back on the started address only', async () => {
    const res = await inject('GET', '/api/auth/popup/start?provider=demo');
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(base);
    expect(location.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/callback/demo`);
    expect(JSON.stringify(res.headers)).not.toContain(FORGED);
  });

  it("has the provider's discovery document name its issuer's endpoints", async () => {
    const res = await inject('GET', '/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const discovery = res.json() as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${base}/oidc`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
      expect(discovery[key], key).toMatch(new RegExp(`^${base}/oidc/`));
    }
    expect(res.body).not.toContain(FORGED);
  });
});
