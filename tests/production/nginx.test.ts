import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../src/server/db/client.js';
import { classes, users } from '../../src/server/db/schema.js';
import { multipartBody } from '../../src/server/testing/multipart.js';
import sharp from 'sharp';
import { startMailCatcher, verificationToken, type MailCatcher } from '../support/mail-catcher.js';
import { createClient, GOOD_CARD, TEST_PASSWORD } from '../support/http-client.js';
import {
  createDatabase,
  ensureBuilt,
  freePort,
  killAllServers,
  POSTGRES_URL,
  postgresAvailable,
  root,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server.js';
import { asCents } from '#server/money';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const nginxFound = existsSync(NGINX);
const pgUp = await postgresAvailable();
const skipReason = !nginxFound
  ? `nginx is not installed at ${NGINX} (apt-get install -y nginx; .ci/run installs it)`
  : !pgUp
    ? `no PostgreSQL answers at ${POSTGRES_URL}`
    : '';
if (skipReason) console.warn(`Skipping the production (nginx) tests: ${skipReason}.`);

/** deploy/nginx.conf with this test's ports and certificate; fails if the file no longer has a line it swaps. */
function renderSiteConfig(ports: { http: number; https: number; apps: number[] }, dir: string) {
  let text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
    text = next;
  };
  swap('listen 80;', `listen 127.0.0.1:${ports.http};`);
  swap('listen [::]:80;\n', '');
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap('listen [::]:443 ssl http2;\n', '');
  swap('return 301 https://$host$request_uri;', `return 301 https://$host:${ports.https}$request_uri;`);
  swap('server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.apps[0]} `);
  swap('server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.apps[1]} `);
  swap(/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`);
  swap(/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`);
  return text;
}

describe.skipIf(!!skipReason)('two app processes behind nginx with TLS at the proxy', () => {
  let dir = '';
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let nginx: ChildProcess | null = null;
  let nginxExited: Promise<unknown> = Promise.resolve();
  let apps: ServerProcess[] = [];
  let publicUrl = '';
  let httpPort = 0;
  let cert: Buffer;
  let classId = '';
  const email = `prod-${Date.now()}@example.com`;
  const browser = () => createClient(publicUrl, { ca: cert, timeoutMs: 20_000 });
  // The student verifies the address through the mailed link before paying, as people do.
  let mail: MailCatcher | undefined;

  beforeAll(async () => {
    ensureBuilt();
    mail = await startMailCatcher();
    dir = mkdtempSync(path.join(tmpdir(), 'stw-nginx-'));
    // nginx's workers run as an unprivileged user and must reach their temporary folders here.
    chmodSync(dir, 0o755);
    const made = spawnSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
        '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`,
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    ); // prettier-ignore
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
    cert = readFileSync(`${dir}/cert.pem`);

    database = await createDatabase('stw_prod_nginx');
    const appPorts = [await freePort(), await freePort()];
    const httpsPort = await freePort();
    httpPort = await freePort();
    publicUrl = `https://127.0.0.1:${httpsPort}`;

    writeFileSync(
      `${dir}/site.conf`,
      renderSiteConfig({ http: httpPort, https: httpsPort, apps: appPorts }, dir),
    );
    writeFileSync(
      `${dir}/nginx.conf`,
      [
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${dir}/access.log;`,
        `  client_body_temp_path ${dir}/client_body;`,
        `  proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi;`,
        `  uwsgi_temp_path ${dir}/uwsgi;`,
        `  scgi_temp_path ${dir}/scgi;`,
        `  include ${dir}/site.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const nginxArgs = ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`];
    const checked = spawnSync(NGINX, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx -t failed: ${checked.stderr}`);

    // Both processes start at once on an empty database, as two services would at boot.
    const settings = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      ALLOW_SIMULATED_PAYMENTS: 'true',
      LOG_LEVEL: 'info',
      SMTP_URL: mail.url,
      // Every process of the site reads and writes the same picture folder.
      IMAGES_DIR: path.join(dir, 'images'),
    };
    apps = appPorts.map((port) => spawnServer(settings, port));
    await Promise.all(apps.map((app) => waitUntilHealthy(app)));

    const store = openPostgres(database.url);
    try {
      await store.db.insert(users).values({
        id: 'prod-instructor',
        name: 'Prod Instructor',
        email: 'prod-instructor@example.com',
        role: 'instructor',
      });
      const [row] = await store.db
        .insert(classes)
        .values({
          name: 'Production French',
          priceCents: asCents(8000),
          img: '/images/classes/french.svg',
          instructorId: 'prod-instructor',
          availableSeats: 3,
          status: 'approved',
        })
        .returning({ id: classes.id });
      classId = row!.id;
    } finally {
      await store.close();
    }

    nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'ignore' });
    nginxExited = new Promise((resolve) => nginx!.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await browser().get('/api/health')).status === 200) break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    await mail?.close();
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await nginxExited;
    }
    await killAllServers();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const requestsIn = (app: ServerProcess, id: string) =>
    app
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`) && line.includes('"incoming request"'))
      .map((line) => JSON.parse(line) as { req: { remoteAddress: string; host: string } });

  test('serves the site over https with HSTS and sends plain http to https', async () => {
    const client = browser();
    const page = await client.get('/classes');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await client.get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);

    const plain = await createClient(`http://127.0.0.1:${httpPort}`).get('/classes?x=1');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${publicUrl}/classes?x=1`);
  });

  test('signs up and in over https with a Secure session cookie that works on both processes', async () => {
    const client = browser();
    const signedUp = await client.post('/api/auth/sign-up/email', {
      name: 'Prod Student',
      email,
      password: TEST_PASSWORD,
    });
    expect(signedUp.status, signedUp.body).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);

    const fresh = browser();
    const signedIn = await fresh.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signedIn.status, signedIn.body).toBe(200);
    const session = fresh.setCookies.find((line) => line.includes('session_token='));
    expect(session).toMatch(/^__Secure-stw\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    // Round-robin sends these to both processes: the session lives in PostgreSQL, not in a process.
    for (let i = 0; i < 4; i++) {
      const me = await fresh.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.json().email).toBe(email);
    }
  });

  test('accepts the public https origin on state-changing requests and refuses a foreign one', async () => {
    const foreign = createClient(publicUrl, { ca: cert, origin: 'https://evil.example' });
    const refused = await foreign.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    const own = browser();
    const accepted = await own.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(accepted.status).toBe(200);
    const selected = await own.post('/api/carts', { classId });
    expect(selected.status, selected.body).toBe(200);
    const stolen = createClient(publicUrl, { ca: cert, origin: 'https://evil.example' });
    for (const [name, value] of own.cookies) stolen.cookies.set(name, value);
    const deleted = await stolen.request('DELETE', `/api/carts/${selected.json().insertedId}`);
    expect(deleted.status).toBe(403);
  });

  test('completes a purchase through the proxy', async () => {
    const student = browser();
    expect((await student.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const verified = await student.post('/api/account-links/verify-email', {
      token: await verificationToken(mail!, email),
      name: 'Fault Student',
      password: TEST_PASSWORD,
    });
    expect(verified.status, verified.body).toBe(200);
    const cart = await student.get('/api/carts');
    const cartItemId = cart.json().find((item: { classId: string }) => item.classId === classId)._id;
    const intent = await student.post('/api/create-payment-intent', { cartItemId });
    expect(intent.status, intent.body).toBe(200);
    const confirmed = await student.post('/api/payments/simulated/confirm', {
      clientSecret: intent.json().clientSecret,
      card: GOOD_CARD,
    });
    expect(confirmed.status, confirmed.body).toBe(200);
    const recorded = await student.post('/api/payments', { transactionId: confirmed.json().id, cartItemId });
    expect(recorded.status, recorded.body).toBe(200);
    const enrolled = await student.get('/api/enrolled');
    expect(JSON.stringify(enrolled.json())).toContain(classId);
    const payments = await student.get(`/api/payments/${encodeURIComponent(email)}`);
    expect(payments.json()).toContainEqual(expect.objectContaining({ status: 'paid', classId }));
  });

  test('spreads requests round-robin over both processes', async () => {
    const client = browser();
    const ids = Array.from({ length: 20 }, (_, i) => `round-robin-${i}-${Date.now()}`);
    for (const id of ids) {
      expect((await client.get('/api/classes', { 'x-request-id': id })).status).toBe(200);
    }
    const servedBy = () => apps.map((app) => ids.filter((id) => requestsIn(app, id).length > 0).length);
    // Each process writes its log line after answering: wait for the last lines to be read.
    await expect.poll(() => servedBy().reduce((a, b) => a + b, 0), { timeout: 5000 }).toBe(ids.length);
    const served = servedBy();
    expect(served[0]).toBe(10);
    expect(served[1]).toBe(10);
  });

  test('sees the client address nginx saw, not one the client wrote into X-Forwarded-For', async () => {
    const id = `forwarded-${Date.now()}`;
    await browser().get('/api/classes', { 'x-request-id': id, 'x-forwarded-for': '203.0.113.9' });
    await expect.poll(() => apps.flatMap((app) => requestsIn(app, id)).length, { timeout: 5000 }).toBe(1);
    const seen = apps.flatMap((app) => requestsIn(app, id));
    expect(seen[0]!.req.remoteAddress).toBe('127.0.0.1');
  });

  test('serves a picture uploaded through one process from both, out of their shared picture folder', async () => {
    const client = browser();
    expect((await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: 'image', filename: 'shared.png', type: 'image/png', data: png },
    ]);
    const uploaded = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = https.request(
        `${publicUrl}/api/images`,
        {
          method: 'POST',
          ca: cert,
          headers: {
            origin: publicUrl,
            cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'content-type': contentType,
            'content-length': String(payload.length),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    const url: string = JSON.parse(uploaded.body).data.display_url;
    const ids = Array.from({ length: 4 }, (_, i) => `picture-${i}-${Date.now()}`);
    const etags = new Set<string>();
    for (const id of ids) {
      const served = await client.get(url, { 'x-request-id': id });
      expect(served.status, served.body).toBe(200);
      etags.add(String(served.headers.etag));
    }
    expect(etags.size).toBe(1);
    await expect
      .poll(() => apps.map((app) => ids.filter((id) => requestsIn(app, id).length > 0).length).join(), {
        timeout: 5000,
      })
      .toBe('2,2');
  });

  test('keeps serving the site when one of the two processes dies', async () => {
    await apps[0]!.kill('SIGKILL');
    const client = browser();
    for (let i = 0; i < 6; i++) {
      const res = await client.get('/api/classes');
      expect(res.status).toBe(200);
    }
  });
});
