import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { classes, users } from '../../src/server/db/schema.js';
import { createClient, GOOD_CARD, signUp, type Answer, type Client } from '../support/http-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTcpProxy, type TcpProxy } from '../../src/server/testing/tcp-proxy.js';
import {
  createDatabase,
  ensureBuilt,
  killAllServers,
  POSTGRES_URL,
  postgresAvailable,
  startServer,
  type ServerProcess,
} from '../support/server.js';
import { asCents } from '#server/money';

const pgUp = await postgresAvailable();
if (!pgUp) console.warn(`Skipping the PostgreSQL outage tests: no PostgreSQL answers at ${POSTGRES_URL}.`);

/** The client's patience: every answer during the outage must come well within it. */
const FAST_MS = 5_000;
const OUTAGE_MS = 3_000;

describe.skipIf(!pgUp)('PostgreSQL unreachable for a few seconds', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let student: Client;
  let email: string;
  let classId: string;
  const latencies: Record<string, number[]> = { cut: [], stall: [], freeze: [] };
  const recoveries: Record<string, number> = {};

  // The student verifies the address through the mailed link before paying, as people do.
  let mail: MailCatcher | undefined;

  beforeAll(async () => {
    ensureBuilt();
    mail = await startMailCatcher();
    database = await createDatabase('stw_fault_outage');
    const store = openPostgres(database.url);
    try {
      await store.migrate();
      await store.db.insert(users).values({
        id: 'outage-instructor',
        name: 'Outage Instructor',
        email: 'outage-instructor@example.com',
        role: 'instructor',
      });
      const [row] = await store.db
        .insert(classes)
        .values({
          name: 'Resilient Portuguese',
          priceCents: asCents(3000),
          img: '/images/classes/portuguese.svg',
          instructorId: 'outage-instructor',
          availableSeats: 10,
          status: 'approved',
        })
        .returning({ id: classes.id });
      classId = row!.id;
    } finally {
      await store.close();
    }
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      DATABASE_URL: throughProxy.toString(),
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: 'off',
      SMTP_URL: mail.url,
    });
    student = createClient(server.url, { timeoutMs: 30_000 });
    email = `outage-${Date.now()}@example.com`;
    await signUp(student, email, undefined, mail);
  });

  afterAll(async () => {
    await killAllServers();
    await mail?.close();
    await proxy?.close();
    await database?.drop();
    for (const [phase, all] of Object.entries(latencies)) {
      if (!all.length) continue;
      const sorted = [...all].sort((a, b) => a - b);
      console.log(
        `${phase}: ${sorted.length} answers 503, median ${Math.round(sorted[sorted.length >> 1]!)} ms, ` +
          `max ${Math.round(sorted[sorted.length - 1]!)} ms; healthy again ${recoveries[phase]} ms after the proxy returned`,
      );
    }
  });

  /** A round of typical requests, all at once: reads, signed-in reads and a state-changing one. */
  const round = () =>
    Promise.all([
      student.get('/api/health'),
      student.get('/api/classes'),
      student.get('/api/me'),
      student.get('/api/carts'),
      student.get(`/api/payments/${encodeURIComponent(email)}`),
      student.post('/api/carts', { classId }),
    ]);

  function expectFastUnavailable(phase: string, answers: Answer[]) {
    for (const answer of answers) {
      latencies[phase]!.push(answer.ms);
      expect(answer.ms, `${answer.status} ${answer.body}`).toBeLessThan(FAST_MS);
      expect(answer.status, answer.body).toBe(503);
      const body = answer.json();
      if ('status' in body) expect(body).toEqual({ status: 'degraded', db: 'down' });
      else expect(body.error.code).toBe('service_unavailable');
    }
  }

  async function expectRecovered(phase: string) {
    const restored = Date.now();
    const deadline = restored + 15_000;
    let health = await student.get('/api/health');
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      health = await student.get('/api/health');
    }
    recoveries[phase] = Date.now() - restored;
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'up' });
    expect((await student.get('/api/me')).status).toBe(200);
    expect((await student.get('/api/classes')).status).toBe(200);
  }

  test('works normally before the outage', async () => {
    const answers = await round();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await student.request('DELETE', `/api/carts/${answers[5]!.json().insertedId}`);
  });

  /** Keeps sending rounds for OUTAGE_MS with the proxy broken, then mends it. */
  async function outage(phase: string, breakIt: () => unknown) {
    await breakIt();
    const started = Date.now();
    let rounds = 0;
    try {
      while (Date.now() - started < OUTAGE_MS) {
        expectFastUnavailable(phase, await round());
        rounds++;
      }
    } finally {
      await proxy.restore();
    }
    expect(rounds).toBeGreaterThan(0);
    await expectRecovered(phase);
  }

  test('answers 503 fast while the connection to PostgreSQL is cut and recovers by itself when it returns', async () => {
    await outage('cut', () => proxy.cut());
  });

  test('answers 503 within 5 s while PostgreSQL accepts connections but never answers, then recovers', async () => {
    await outage('stall', () => proxy.stall());
  });

  test('answers 503 within 5 s while the open connections go silent, then recovers', async () => {
    // Let the pool hold idle connections first: those are the ones that go silent.
    await Promise.all([student.get('/api/classes'), student.get('/api/me'), student.get('/api/carts')]);
    await outage('freeze', () => proxy.freeze());
  });

  test('stays up when the connection drops under requests and transactions in flight', async () => {
    const selected = await student.post('/api/carts', { classId });
    expect(selected.status, selected.body).toBe(200);
    const cartItemId = selected.json().insertedId as string;
    let answered = 0;
    const counted = <T>(promise: Promise<T>) => promise.finally(() => answered++);
    const inFlight = Promise.all([
      ...Array.from({ length: 5 }, () => counted(round())),
      // Each asks to pay: a transaction that locks the class row and holds the seat.
      ...Array.from({ length: 20 }, () =>
        counted(student.post('/api/create-payment-intent', { cartItemId })),
      ),
    ]);
    // Cut as soon as the first answers are back: the others are queued on or running in the pool.
    while (answered < 3) await new Promise((r) => setTimeout(r, 1));
    await proxy.cut();
    const answers = (await inFlight).flat();
    await proxy.restore();
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => ![200, 409, 503].includes(s))).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(FAST_MS);
    expect(server.child.exitCode).toBeNull();
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(`cut with requests in flight: ${JSON.stringify(counts)}`);
    await expectRecovered('in-flight');
    await student.request('DELETE', `/api/carts/${cartItemId}`);
  });

  test('completes a purchase after the outages without a restart', async () => {
    const selected = await student.post('/api/carts', { classId });
    expect(selected.status, selected.body).toBe(200);
    const cartItemId = selected.json().insertedId as string;
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
    expect(enrolled.json().map((c: { _id?: string; classId?: string }) => c.classId ?? c._id)).toContain(
      classId,
    );
  });
});
