import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, TEST_PASSWORD, type Answer, type Client } from '../support/http-client.js';
import {
  ensureBuilt,
  freePort,
  killAllServers,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../support/server.js';

/**
 * The Host header reflected: with PUBLIC_URL unset, a request that says `Host: evil.example` (or the
 * X-Forwarded-* a proxy would add) must not become the address in what the site answers, mails or
 * redirects to: the class page's canonical, og:url and JSON-LD, a new calendar feed URL, the sign-in's
 * redirects and the demo provider's endpoints, the mails' links. Against the built server in a process
 * of its own, started as `npm start` starts it; then in production, where PUBLIC_URL is required.
 */
const FORGED = 'evil.example';
const forged: Record<string, string> = {
  host: FORGED,
  'x-forwarded-host': FORGED,
  'x-forwarded-proto': 'https',
  forwarded: `host=${FORGED};proto=https`,
};
const DEMO_PASSWORD = 'Demo@1234';

let dataDir = '';
let server: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'stw-forged-host-'));
  // A development start (no NODE_ENV, no PUBLIC_URL), with the demo school seeded.
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'auto' });
});
afterAll(async () => {
  await killAllServers();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every answer of the server to a forged request: none may carry the forged host. */
const answers: { what: string; answer: Answer }[] = [];
function noForgedHost(what: string, answer: Answer) {
  answers.push({ what, answer });
  const all = JSON.stringify(answer.headers) + answer.body;
  expect(all, `${what} answered with the forged host`).not.toContain(FORGED);
}

/** A browser that sends the forged headers with every request, and the site's own Origin. */
function forgingClient(base: string): Client {
  const client = createClient(base);
  return {
    ...client,
    get: (p: string, headers: Record<string, string> = {}) => client.get(p, { ...forged, ...headers }),
    post: (p: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.post(p, body, { ...forged, ...headers }),
    request: (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.request(method, p, body, { ...forged, ...headers }),
  };
}

/** A form post (the demo provider's sign-in page) with the client's cookies and the forged headers. */
function postForm(base: string, client: Client, target: string, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        new URL(target, base),
        {
          method: 'POST',
          agent: false,
          headers: {
            ...forged,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              client.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** Signs the client in at the site's real Host; its later requests forge it again. */
async function signIn(client: Client, email: string, password: string) {
  const res = await client.post(
    '/api/auth/sign-in/email',
    { email, password },
    { host: new URL(server.url).host },
  );
  expect(res.status, res.body).toBe(200);
  noForgedHost('the sign-in', res);
}

async function firstClassId(base: string) {
  const list = await createClient(base).get('/api/classes');
  const body = list.json<{ classes?: { _id: string }[] } | { _id: string }[]>();
  const items = Array.isArray(body) ? body : (body.classes ?? []);
  expect(items.length).toBeGreaterThan(0);
  return items[0]!._id;
}

describe('a development start (no PUBLIC_URL): the address it was started on, whatever the request says', () => {
  test("the class page's canonical, og:url and JSON-LD", async () => {
    const id = await firstClassId(server.url);
    const page = await forgingClient(server.url).get(`/classes/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${server.url}/classes/${id}">`);
    expect(page.body).toContain(`<meta property="og:url" content="${server.url}/classes/${id}">`);
    expect(page.body).toContain('application/ld+json');
    noForgedHost('the class page', page);
  });

  test('robots.txt and a sitemap, if any', async () => {
    const client = forgingClient(server.url);
    noForgedHost('robots.txt', await client.get('/robots.txt'));
    noForgedHost('/sitemap.xml', await client.get('/sitemap.xml'));
  });

  test('a new calendar feed URL, and the feed it gives', async () => {
    const client = forgingClient(server.url);
    await signIn(client, 'student@example.com', DEMO_PASSWORD);
    // Origin forged along with the Host, as a client that writes its own headers sends them: refused, or at
    // worst answered on the site's address.
    const attacker = await client.post('/api/calendar/feed', undefined, { origin: `http://${FORGED}` });
    expect([201, 403]).toContain(attacker.status);
    noForgedHost('the new feed, Origin forged too', attacker);
    // The site's own Origin with a forged Host: made, on the site's address.
    const made = await client.post('/api/calendar/feed');
    expect(made.status, made.body).toBe(201);
    noForgedHost('the new feed', made);
    const { url } = made.json<{ url: string }>();
    expect(url.startsWith(`${server.url}/api/calendar/feed/`)).toBe(true);
    const feed = await client.get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    noForgedHost('the feed', feed);
  });

  test('the mails: verification, welcome, newsletter confirmation and its unsubscribe link', async () => {
    const client = forgingClient(server.url);
    const email = `forged-${Date.now()}@example.com`;
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Forged Host',
      email,
      password: TEST_PASSWORD,
    });
    expect(signUp.status, signUp.body).toBe(200);
    noForgedHost('the sign-up', signUp);
    const subscribe = await client.post('/api/newsletter', { email });
    expect(subscribe.status, subscribe.body).toBe(200);
    noForgedHost('the newsletter subscription', subscribe);

    const admin = createClient(server.url);
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      email: 'admin@example.com',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const readMails = async () => {
      const list = await admin.get('/api/outbox');
      const mails = list.json<{ mails: { id: string; to: string; kind: string }[] }>().mails;
      return Promise.all(
        mails
          .filter((m) => m.to === email)
          .map(async (m) => ({
            ...m,
            ...(await admin.get(`/api/outbox/${m.id}`)).json<{ text: string; html: string }>(),
          })),
      );
    };
    const mails = await readMails();
    const newsletter = mails.find((m) => m.kind === 'newsletter-confirm');
    expect(newsletter?.text).toContain(`${server.url}/newsletter/unsubscribe?`);
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['welcome', 'verify-email']));
    expect(mails.some((m) => /newsletter/.test(m.kind))).toBe(true);
    for (const mail of mails) {
      expect(mail.text, mail.kind).toContain(server.url);
      expect(mail.text + mail.html, `the ${mail.kind} mail`).not.toContain(FORGED);
    }
  });

  test("the sign-in through the demo provider: every redirect, the provider's endpoints, the account it makes", async () => {
    const client = forgingClient(server.url);
    const discovery = await client.get('/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    noForgedHost("the demo provider's discovery document", discovery);
    expect(discovery.json<{ token_endpoint: string }>().token_endpoint).toBe(`${server.url}/oidc/token`);

    let res = await client.get('/api/auth/popup/start?provider=demo');
    expect(res.status).toBe(302);
    noForgedHost('the popup start', res);
    const email = `demo-${Date.now()}@example.com`;
    for (let hop = 0; hop < 10; hop++) {
      const location = new URL(res.headers.location!, server.url);
      expect(location.origin, `redirect ${hop}`).toBe(server.url);
      if (location.pathname === '/auth/complete') break;
      res = /^\/oidc\/interaction\/[^/]+$/.test(location.pathname)
        ? await postForm(server.url, client, `${location.pathname}/login`, {
            name: 'Demo Person',
            email,
          }).then((r) => ({ ...r, ms: 0, json: () => JSON.parse(r.body) }) as Answer)
        : await client.get(location.pathname + location.search);
      noForgedHost(`sign-in hop ${location.pathname}`, res);
      expect(res.status, `${location.pathname}: ${res.body}`).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
    }
    expect(new URL(res.headers.location!, server.url).searchParams.get('error')).toBeNull();
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    // The demo provider vouches for nothing: the account it made waits for its mailbox like any other.
    expect(me.json()).toMatchObject({ email, emailVerified: false });
  });
});

describe('production', () => {
  test('refuses to start without PUBLIC_URL, saying why', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'stw-no-url-'));
    const proc = spawnServer(
      { NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', DATA_DIR: empty },
      await freePort(),
    );
    const { code } = await proc.exited.finally(() => rmSync(empty, { recursive: true, force: true }));
    expect(code).toBe(1);
    expect(proc.output()).toMatch(/PUBLIC_URL: is required when NODE_ENV=production/);
  });

  test('behind its proxy, writes PUBLIC_URL whatever X-Forwarded-Host says, with no demo sign-in', async () => {
    const id = await firstClassId(server.url);
    await server.kill();
    const publicUrl = 'https://school.example';
    const production = await startServer({
      NODE_ENV: 'production',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
    });
    // A request from the proxy (one trusted hop) that passes on what the client wrote.
    const page = await createClient(production.url).get(`/classes/${id}`, {
      host: FORGED,
      'x-forwarded-host': FORGED,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${publicUrl}/classes/${id}">`);
    noForgedHost('the class page in production', page);
    const providers = await createClient(production.url).get('/api/auth/providers');
    expect(providers.json()).toEqual([]);
    const discovery = await createClient(production.url).get('/oidc/.well-known/openid-configuration');
    expect(discovery.body).not.toContain('token_endpoint');
  });
});
