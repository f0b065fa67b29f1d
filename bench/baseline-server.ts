// The baseline: bare Fastify routes answering the app's own JSON from memory (no database, no hooks,
// no schemas), with the app's compression settings, one route that knows who is asking the cheapest
// honest way (see /api/me-from-store), and the purchase steps sending the store the app's own statements
// (bench/lib/purchase-baseline.ts). Started by bench/api.ts as a child process.
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sessionCookieName, signedSessionToken } from '#server/identity/session-cookie';
import { registerPurchaseBaseline } from './lib/purchase-baseline.js';
import { openBaselineStore, sessionReaderOn } from './lib/session-reader.js';

const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES!, 'utf8')) as {
  classes: unknown;
  me: unknown;
};

const app = Fastify({ logger: false });
await app.register(compress, { threshold: 1024 });

app.get('/api/health', async () => ({ status: 'ok', db: 'up' }));
app.get('/api/classes', async () => bodies.classes);
app.get('/api/me', async () => bodies.me);

// The fair baseline of a signed-in request: the session cookie's signature checked as the app does
// (the same synchronous HMAC-SHA256 with the shared secret), then ONE indexed query joining the session to its
// user, answering the same JSON as the app's GET /api/me. No framework hooks, schemas or caches.
const secret = process.env.SESSION_SECRET ?? '';
const store = await openBaselineStore(process.env);
const sessions = sessionReaderOn(store);
const cookieName = sessionCookieName(false);

app.get('/api/me-from-store', async (request, reply) => {
  const token = signedSessionToken(request.headers.cookie, cookieName, secret);
  const user = token ? await sessions.userOf(token) : null;
  if (!user) return reply.code(401).send({ error: { code: 'unauthorized', message: 'Sign in first.' } });
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    photo: user.image,
    gender: user.gender,
    role: user.role,
    emailVerified: user.email_verified,
    locale: user.locale,
  };
});
// The ceiling for a cached answer: the same JSON serialised and compressed once, in advance.
const json = JSON.stringify(bodies.classes);
const compressed = {
  br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: gzipSync(json),
};
app.get('/api/classes-precompressed', async (request, reply) => {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(json);
  return reply
    .header('vary', 'accept-encoding')
    .header('content-encoding', encoding)
    .send(compressed[encoding]);
});
// The purchase steps: the same answer shapes as the app's, made up on the spot (no store at all).
app.post('/api/carts', async () => ({ insertedId: randomUUID() }));
app.post('/api/create-payment-intent', async () => {
  const id = `pi_sim_${randomBytes(12).toString('hex')}`;
  return {
    clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
    amount: 49.99,
    currency: 'usd',
    holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    holdRenewable: true,
  };
});
app.post('/api/payments/simulated/confirm', async () => ({
  status: 'succeeded',
  id: `pi_sim_${randomBytes(12).toString('hex')}`,
}));
app.post('/api/payments', async () => ({ result: { insertedId: randomUUID() } }));
// The purchase steps again under /same-sql, sending the store the same statements as the app.
if (store) registerPurchaseBaseline(app, { store, sessions, secret, cookieName });

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(
    signal,
    () =>
      void app
        .close()
        .then(() => sessions.close())
        .then(() => process.exit(0)),
  );
}
