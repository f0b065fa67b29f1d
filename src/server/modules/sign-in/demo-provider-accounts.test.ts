import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outgoingMails, users } from '#server/db/schema';
import { resolveThirdParty } from '#server/identity/third-party';
import { authorizeWithDemoProvider, go, sessionCookieSet } from '#server/testing/demo-sign-in';
import { freePort } from '#server/testing/free-port';
import { createClass, testApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ baseURL: base, thirdParty: { DEMO_OIDC: 'on' } });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());

/** A browser that went through the demo provider typing `email` (and `name`): its session, as a TestUser. */
async function signInWithDemo(email: string, name?: string) {
  const flow = await authorizeWithDemoProvider(base, email, name);
  const back = await go(flow.jar, flow.callback);
  const location = new URL(back.headers.get('location') ?? '/', base);
  const cookie = flow.jar.header();
  return {
    signedIn: sessionCookieSet(back),
    error: location.searchParams.get('error'),
    user: { headers: { cookie, origin: base } } as TestUser,
  };
}

const me = async (who: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json() as {
    _id: string;
    emailVerified: boolean;
  };

async function verificationToken(email: string) {
  const mails = await ctx.store.db
    .select()
    .from(outgoingMails)
    .where(and(eq(outgoingMails.to, email), eq(outgoingMails.kind, 'verify-email')));
  const match = /\/verify-email#token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  return match?.[1];
}

describe('accounts made through the demo provider', () => {
  it('are not verified by its say-so: they may not pay until the mailed link is opened', async () => {
    const email = 'typed@example.com';
    const first = await signInWithDemo(email);
    expect(first.signedIn).toBe(true);
    expect(await me(first.user)).toMatchObject({ emailVerified: false });

    const api = testApi(ctx);
    const cls = await createClass(ctx, { price: 30 });
    const selected = await api.select(first.user, cls.id);
    expect(selected.statusCode).toBe(200);
    const cartItemId = selected.json().insertedId as string;
    const refused = await api.intent(first.user, cartItemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'email_unverified' });

    // As for an email sign-up, the link is in the mailbox: only its owner can open it.
    const token = await verificationToken(email);
    expect(token).toBeTruthy();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-links/verify-email',
      headers: { origin: base },
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(await me(first.user)).toMatchObject({ emailVerified: true });
    expect((await api.intent(first.user, cartItemId)).statusCode).toBe(200);
  });

  it('do not become a verified account that may pay for two people who type the same address', async () => {
    const email = 'shared@example.com';
    const one = await signInWithDemo(email, 'First Typist');
    // The same name and address: the provider cannot tell them apart, so it is the same account...
    const two = await signInWithDemo(email, 'First Typist');
    expect(two.signedIn).toBe(true);
    expect((await me(two.user))._id).toBe((await me(one.user))._id);
    // ...which neither can pay with: it stays unverified however often the provider vouches for it.
    expect(await me(one.user)).toMatchObject({ emailVerified: false });
    expect(await me(two.user)).toMatchObject({ emailVerified: false });
    const api = testApi(ctx);
    const cls = await createClass(ctx, { price: 12 });
    for (const who of [one.user, two.user]) {
      const cartItemId = (await api.select(who, cls.id)).json().insertedId as string | undefined;
      const answer = cartItemId
        ? await api.intent(who, cartItemId)
        : await api.intent(who, (await api.cart(who)).json()[0]._id as string);
      expect(answer.statusCode).toBe(409);
    }
    const [row] = await ctx.store.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);

    // Another name with that address is another identity to the provider: refused, not merged.
    const other = await signInWithDemo(email, 'Someone Else');
    expect(other.signedIn).toBe(false);
    expect(other.error).toBeTruthy();
  });

  it('keep an outside issuer trusted: only the demo provider is overruled on email_verified', async () => {
    const demo = resolveThirdParty({ DEMO_OIDC: 'on' }, 'http://localhost:3000', 'x'.repeat(40))!;
    // As the library hands it over: the issuer's claims, with its email_verified read as emailVerified.
    const profile = {
      sub: 'a',
      email: 'a@example.com',
      email_verified: true,
      emailVerified: true,
      name: 'A',
    };
    expect(await demo.config.mapProfileToUser!(profile)).toMatchObject({ emailVerified: false });
    const google = resolveThirdParty(
      {
        DEMO_OIDC: 'off',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      },
      'https://school.example',
      'x'.repeat(40),
    )!;
    // Nothing said about it: the auth library reads the issuer's own email_verified claim.
    expect(await google.config.mapProfileToUser!(profile)).not.toHaveProperty('emailVerified');
  });
});
