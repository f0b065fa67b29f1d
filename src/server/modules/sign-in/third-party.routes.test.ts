import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import { rateLimits, users } from '#server/db/schema';
import { authorizeWithDemoProvider, go, sessionCookieSet } from '#server/testing/demo-sign-in';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { authLimits } from '#server/rate-limits/rate-limit.service';

let app: App;
let store: TestStore;
let base: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  store = await createTestStore();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp({
    store,
    baseURL: base,
    sessionSecret: 'x'.repeat(40),
    thirdParty: { DEMO_OIDC: 'on' },
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('third-party sign-in', () => {
  it('lists the bundled demo provider, clearly marked as a demo', async () => {
    const res = await fetch(`${base}/api/auth/providers`);
    expect(await res.json()).toEqual([{ id: 'demo', label: 'the demo identity provider', demo: true }]);
  });

  it('starts an authorization-code flow with PKCE, state and nonce', async () => {
    const res = await fetch(`${base}/api/auth/popup/start?provider=demo`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${base}/oidc/auth`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/callback/demo`);
  });

  it('refuses a callback whose state it never issued', async () => {
    const res = await fetch(`${base}/api/auth/callback/demo?code=forged&state=forged`, {
      redirect: 'manual',
    });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/error=/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('stw.session_token='))).toBe(false);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await fetch(`${base}/api/auth/popup/start?provider=google`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});

describe('new accounts through the demo provider', () => {
  const signUpKey = 'sign-up:ip:127.0.0.1';
  const accountsNamed = (email: string) => store.db.select().from(users).where(eq(users.email, email));

  it('count against the sign-up limit of the address, and past it are refused with their own error code', async () => {
    const first = await authorizeWithDemoProvider(base);
    const made = await go(first.jar, first.callback);
    expect(made.headers.get('location')).not.toMatch(/error=/);
    expect(sessionCookieSet(made)).toBe(true);
    const [counter] = await store.db.select().from(rateLimits).where(eq(rateLimits.key, signUpKey));
    expect(counter?.count).toBe(1);
    // The demo provider signs anyone in as any address: its email_verified is not taken, so the account
    // is verified through the mailed link before it may pay.
    expect((await accountsNamed(first.email))[0]?.emailVerified).toBe(false);

    // The rest of the hour's budget of this address spent, as by 49 more sign-ups.
    await store.db
      .update(rateLimits)
      .set({ count: authLimits.signUpPerAddress.max })
      .where(eq(rateLimits.key, signUpKey));
    const refused = await authorizeWithDemoProvider(base);
    const res = await go(refused.jar, refused.callback);
    const location = new URL(res.headers.get('location')!, base);
    expect(location.pathname).toBe('/auth/complete');
    expect(location.searchParams.get('error')).toBe('too_many_sign_ups');
    expect(location.searchParams.get('error_description')).toMatch(
      /^Too many new accounts from this address\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(sessionCookieSet(res)).toBe(false);
    expect(await accountsNamed(refused.email)).toEqual([]);

    // Signing in again to an account the provider already made is not a new account.
    const again = await authorizeWithDemoProvider(base, first.email);
    const back = await go(again.jar, again.callback);
    expect(back.headers.get('location')).not.toMatch(/error=/);
    expect(sessionCookieSet(back)).toBe(true);
  });
});
