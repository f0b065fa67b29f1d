import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { count } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import { sessions } from '#server/db/schema';
import { authorizeWithDemoProvider, CookieJar, go, sessionCookieSet } from '#server/testing/demo-sign-in';
import { freePort } from '#server/testing/free-port';
import { createTestApp, TEST_ORIGIN, TEST_SESSION_SECRET, type TestContext } from '#server/testing/test-app';

/**
 * OpenID Connect sign-in, tampered with. The bundled demo provider is driven as a browser would, over
 * a real socket with manual redirects: a replayed callback, a forged state and a code from another
 * sign-in are refused. The nonce needs a provider that can lie, so a small issuer of our own (its own
 * keys, its own discovery document) answers the token request with an id_token for another nonce.
 */

let ctx: TestContext;
let base: string;
async function sessionCount() {
  const [row] = await ctx.store.db.select({ n: count() }).from(sessions);
  return row!.n;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ baseURL: base, thirdParty: { DEMO_OIDC: 'on' } });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());

const authorize = (email?: string) => authorizeWithDemoProvider(base, email);

describe('OpenID Connect sign-in with the demo provider', () => {
  it('signs in once with an untouched callback (the control)', async () => {
    const { jar, callback, email } = await authorize();
    const before = await sessionCount();
    const res = await go(jar, callback);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).not.toMatch(/error=/);
    expect(sessionCookieSet(res)).toBe(true);
    expect(await sessionCount()).toBe(before + 1);
    const me = await go(jar, `${base}/api/me`);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('refuses the same callback replayed, with or without the browser cookies, and makes no second session', async () => {
    const { jar, callback } = await authorize();
    expect(sessionCookieSet(await go(jar, callback))).toBe(true);
    const after = await sessionCount();
    for (const replayJar of [jar, new CookieJar()]) {
      const replay = await go(replayJar, callback);
      expect(replay.status).toBe(302);
      expect(replay.headers.get('location')).toMatch(/error=/);
      expect(sessionCookieSet(replay)).toBe(false);
    }
    expect(await sessionCount()).toBe(after);
  });

  it('refuses a callback whose state was changed, and one with no state', async () => {
    const { jar, callback } = await authorize();
    const before = await sessionCount();
    const tampered = new URL(callback);
    const state = tampered.searchParams.get('state')!;
    for (const forged of [
      `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
      randomBytes(16).toString('hex'),
      null,
    ]) {
      if (forged === null) tampered.searchParams.delete('state');
      else tampered.searchParams.set('state', forged);
      const res = await go(jar, tampered.toString());
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/error=/);
      expect(sessionCookieSet(res)).toBe(false);
    }
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a code issued to another sign-in, even with this sign-in's state (PKCE binds the code)", async () => {
    const victim = await authorize();
    const attacker = await authorize();
    const before = await sessionCount();
    const injected = new URL(victim.callback);
    injected.searchParams.set('code', new URL(attacker.callback).searchParams.get('code')!);
    const res = await go(victim.jar, injected.toString());
    expect(res.headers.get('location')).toMatch(/error=/);
    expect(sessionCookieSet(res)).toBe(false);
    expect(await sessionCount()).toBe(before);
  });
});

// --- an issuer of our own, which can put any nonce in its id_token ------------------------------

interface Issuer {
  url: string;
  /** What the next token answer's id_token says about the nonce. */
  nonce: 'as asked' | 'another' | 'none';
  /** The nonce of the last authorization request, as the app sent it. */
  asked: string | null;
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

function jwt(privateKey: KeyObject, kid: string, claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

async function startIssuer(clientId: string): Promise<Issuer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const state: Issuer = { url, nonce: 'as asked', asked: null, tokenRequests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const json = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/userinfo`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks')
      return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (path === '/userinfo')
      return json({ sub: 'subject-1', email: 'nonce@example.com', email_verified: true, name: 'Nonce' });
    if (path === '/token') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        state.tokenRequests.push(new URLSearchParams(Buffer.concat(chunks).toString()));
        const now = Math.floor(Date.now() / 1000);
        const nonce =
          state.nonce === 'as asked'
            ? state.asked
            : state.nonce === 'another'
              ? randomBytes(16).toString('base64url')
              : undefined;
        json({
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 600,
          id_token: jwt(privateKey, kid, {
            iss: url,
            aud: clientId,
            sub: 'subject-1',
            iat: now,
            exp: now + 600,
            email: 'nonce@example.com',
            email_verified: true,
            name: 'Nonce',
            ...(nonce ? { nonce } : {}),
          }),
        });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

describe('OpenID Connect sign-in with an issuer that lies about the nonce', () => {
  let issuer: Issuer;
  let app: App;
  const clientId = 'speak-the-world-test';

  beforeAll(async () => {
    issuer = await startIssuer(clientId);
    app = await buildApp({
      store: ctx.store,
      trustedOrigins: [TEST_ORIGIN],
      sessionSecret: TEST_SESSION_SECRET,
      thirdParty: {
        OIDC_ISSUER: issuer.url,
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: 'client-secret',
        DEMO_OIDC: 'off',
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  async function signInWith(nonce: Issuer['nonce']) {
    issuer.nonce = nonce;
    const start = await app.inject({ method: 'GET', url: '/api/auth/popup/start?provider=oidc' });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(issuer.url);
    issuer.asked = authorization.searchParams.get('nonce');
    expect(issuer.asked).toBeTruthy();
    const cookies = (start.headers['set-cookie'] ? [start.headers['set-cookie']].flat() : [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const state = authorization.searchParams.get('state')!;
    const before = await sessionCount();
    const callback = await app.inject({
      method: 'GET',
      url: `/api/auth/callback/oidc?code=${randomBytes(8).toString('hex')}&state=${encodeURIComponent(state)}`,
      headers: cookies ? { cookie: cookies } : {},
    });
    const created = (await sessionCount()) - before;
    const setCookie = [callback.headers['set-cookie'] ?? []].flat();
    return { callback, created, signedIn: setCookie.some((c) => /^stw\.session_token=[^;]+/.test(c)) };
  }

  it('signs in when the id_token carries the nonce of this sign-in (the control)', async () => {
    const { callback, created, signedIn } = await signInWith('as asked');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).not.toMatch(/error=/);
    expect(signedIn).toBe(true);
    expect(created).toBe(1);
    const token = issuer.tokenRequests.at(-1)!;
    expect(token.get('code_verifier')).toBeTruthy();
  });

  it.each(['another', 'none'] as const)(
    'refuses an id_token with %s nonce and makes no session',
    async (nonce) => {
      const { callback, created, signedIn } = await signInWith(nonce);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toMatch(/error=/);
      expect(signedIn).toBe(false);
      expect(created).toBe(0);
    },
  );
});
