import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db, Store } from '../../src/server/db/client.js';
import { openPostgres } from '../../src/server/db/client.js';
import { openConfiguredStore } from '../../src/server/db/open-store.js';
import { classes, users } from '../../src/server/db/schema.js';
import { createClient, GOOD_CARD, signUp, type Client } from '../support/http-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import {
  createDatabase,
  ensureBuilt,
  freePort,
  killAllServers,
  POSTGRES_URL,
  postgresAvailable,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../support/server.js';

const pgUp = await postgresAvailable();
if (!pgUp) console.warn(`Skipping the PostgreSQL variant: no PostgreSQL answers at ${POSTGRES_URL}.`);

const STUDENTS = 24;
/** Students who ask to pay for the small class and walk away: their seat holds must expire. */
const ABANDONERS = 3;
const CONCURRENCY = 8;
/** The server is killed as soon as this many purchases have been answered 2xx. */
const KILL_AFTER_PAID = 14;
const SEATS = { small: 10, large: 40 };

interface Flow {
  student: Client;
  email: string;
  classId: string;
  /** The last step that was sent. */
  step: 'select' | 'intent' | 'confirm' | 'record' | 'done';
  cartItemId?: string;
  clientSecret?: string;
  transactionId?: string;
  /** The status of each answered step. */
  statuses: Partial<Record<Flow['step'], number>>;
  /** The connection failed on this step (the server went away with the request open or unsent). */
  interrupted?: Flow['step'];
}

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs the flows CONCURRENCY at a time; calls onPaid after each purchase answered 2xx. */
async function runStream(flows: Flow[], onPaid: () => void) {
  const queue = [...flows];
  let stopped = false;
  async function step(flow: Flow, name: Flow['step'], send: () => ReturnType<Client['post']>) {
    flow.step = name;
    try {
      const answer = await send();
      flow.statuses[name] = answer.status;
      return answer;
    } catch {
      flow.interrupted = name;
      stopped = true;
      return null;
    }
  }
  async function worker() {
    while (!stopped) {
      const flow = queue.shift();
      if (!flow) return;
      const selected = await step(flow, 'select', () =>
        flow.student.post('/api/carts', { classId: flow.classId }),
      );
      if (selected?.status !== 200) continue;
      flow.cartItemId = selected.json().insertedId;
      const intent = await step(flow, 'intent', () =>
        flow.student.post('/api/create-payment-intent', { cartItemId: flow.cartItemId }),
      );
      if (intent?.status !== 200) continue;
      flow.clientSecret = intent.json().clientSecret;
      const confirmed = await step(flow, 'confirm', () =>
        flow.student.post('/api/payments/simulated/confirm', {
          clientSecret: flow.clientSecret,
          card: GOOD_CARD,
        }),
      );
      if (confirmed?.status !== 200) continue;
      flow.transactionId = confirmed.json().id;
      const recorded = await step(flow, 'record', () =>
        flow.student.post('/api/payments', {
          transactionId: flow.transactionId,
          cartItemId: flow.cartItemId,
        }),
      );
      if (recorded && recorded.status >= 200 && recorded.status < 300) onPaid();
      if (recorded) flow.step = 'done';
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return queue.length;
}

const paidFlows = (flows: Flow[]) =>
  flows.filter((f) => (f.statuses.record ?? 0) >= 200 && f.statuses.record! < 300);

/** What the store says about the invariants of purchases; every list should be empty. */
async function inconsistencies(db: Db, seats: Record<string, number>) {
  const classRows = await rows<{ id: string; available: number; students: number; enrolled: string }>(
    db,
    sql`select c.id, c.available_seats as available, c.students,
          (select count(*) from enrolments e where e.class_id = c.id) as enrolled
        from classes c`,
  );
  return {
    classes: classRows,
    seatsNotAddingUp: classRows.filter((c) => c.available + c.students !== seats[c.id]).map((c) => c.id),
    studentsNotEnrolments: classRows.filter((c) => c.students !== Number(c.enrolled)).map((c) => c.id),
    enrolmentsWithoutPaidPayment: await rows(
      db,
      sql`select e.id from enrolments e left join payments p on p.id = e.payment_id
          where p.id is null or p.status <> 'paid' or p.user_id <> e.user_id or p.class_id <> e.class_id`,
    ),
    paidPaymentsWithoutEnrolment: await rows(
      db,
      sql`select p.id from payments p where p.status = 'paid'
          and not exists (select 1 from enrolments e where e.payment_id = p.id)`,
    ),
    cartItemsForEnrolledClasses: await rows(
      db,
      sql`select ci.id from cart_items ci join enrolments e
          on e.user_id = ci.user_id and e.class_id = ci.class_id`,
    ),
    holdsBeyondFreeSeats: await rows(
      db,
      sql`select c.id from classes c where c.available_seats < (select count(*) from cart_items ci
          where ci.class_id = c.id and ci.hold_expires_at > now())`,
    ),
    chargedWithoutPayment: await rows(
      db,
      sql`select i.id from simulated_payment_intents i where i.status in ('succeeded', 'refunded')
          and not exists (select 1 from payments p where p.transaction_id = i.id)`,
    ),
    refundedPaymentsNotRefunded: await rows(
      db,
      sql`select p.id from payments p join simulated_payment_intents i on i.id = p.transaction_id
          where p.status = 'refunded' and i.status <> 'refunded'`,
    ),
  };
}

interface Variant {
  name: string;
  kind: 'pglite' | 'postgres';
  available: boolean;
  /** Makes an empty store and returns the server settings that point at it. */
  setUp(): Promise<Record<string, string>>;
  open(): Store;
  tearDown(): Promise<void>;
}

function pgliteVariant(): Variant {
  let dataDir = '';
  return {
    name: 'PGlite in DATA_DIR',
    kind: 'pglite',
    available: true,
    async setUp() {
      dataDir = mkdtempSync(path.join(tmpdir(), 'stw-fault-'));
      return { DATA_DIR: dataDir };
    },
    open: () => openConfiguredStore({ DATA_DIR: dataDir }),
    async tearDown() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresVariant(): Variant {
  let database: Awaited<ReturnType<typeof createDatabase>> | null = null;
  return {
    name: 'PostgreSQL at DATABASE_URL',
    kind: 'postgres',
    available: pgUp,
    async setUp() {
      database = await createDatabase('stw_fault_kill');
      return { DATABASE_URL: database.url };
    },
    open: () => openPostgres(database!.url),
    async tearDown() {
      await database?.drop();
    },
  };
}

describe.each([pgliteVariant(), postgresVariant()])(
  'SIGKILL in a stream of purchases on $name',
  (variant) => {
    const settings: Record<string, string> = {
      NODE_ENV: 'production',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      AUTH_RATE_LIMIT: 'off',
      SEAT_HOLD_MINUTES: '1',
    };
    const seats: Record<string, number> = {};
    let smallClass = '';
    let largeClass = '';
    let flows: Flow[] = [];
    let port = 0;
    let restarted: ServerProcess;
    const figures: Record<string, number | string> = {};

    // The students verify their addresses through the mailed link before they pay, as people do.
    let mail: MailCatcher | undefined;

    beforeAll(async () => {
      if (!variant.available) return;
      ensureBuilt();
      mail = await startMailCatcher();
      settings.SMTP_URL = mail.url;
      Object.assign(settings, await variant.setUp());
      const store = variant.open();
      try {
        await store.migrate();
        await store.db.insert(users).values({
          id: 'fault-instructor',
          name: 'F. Instructor',
          email: 'fault-instructor@example.com',
          role: 'instructor',
        });
        const made = await store.db
          .insert(classes)
          .values(
            (['small', 'large'] as const).map((size) => ({
              name: `Crash-proof ${size === 'small' ? 'Italian' : 'Japanese'}`,
              priceCents: size === 'small' ? 12_000 : 4550,
              img: '/images/classes/italian.svg',
              instructorId: 'fault-instructor',
              availableSeats: SEATS[size],
              status: 'approved' as const,
            })),
          )
          .returning({ id: classes.id, availableSeats: classes.availableSeats });
        for (const row of made) seats[row.id] = row.availableSeats;
        [smallClass, largeClass] = made.map((r) => r.id) as [string, string];
      } finally {
        await store.close();
      }
    });

    afterAll(async () => {
      await killAllServers();
      await mail?.close();
      await variant.tearDown();
      if (Object.keys(figures).length) console.log(`${variant.name}: ${JSON.stringify(figures)}`);
    });

    test.skipIf(!variant.available)(
      'keeps every purchase answered 2xx and a consistent store after the server is killed mid-stream',
      async () => {
        port = await freePort();
        const first = await startServer(settings, port);
        const sign = async (prefix: string, n: number) => {
          const made: { client: Client; email: string }[] = [];
          for (let i = 0; i < n; i += 6) {
            const batch = Array.from({ length: Math.min(6, n - i) }, (_, k) => {
              const email = `${prefix}-${i + k}-${Date.now()}@example.com`;
              const client = createClient(first.url);
              return signUp(client, email, undefined, mail).then(() => ({ client, email }));
            });
            made.push(...(await Promise.all(batch)));
          }
          return made;
        };
        const abandoners = await sign('abandoner', ABANDONERS);
        for (const { client } of abandoners) {
          const selected = await client.post('/api/carts', { classId: smallClass });
          const intent = await client.post('/api/create-payment-intent', {
            cartItemId: selected.json().insertedId,
          });
          expect(intent.status, intent.body).toBe(200);
        }
        const students = await sign('student', STUDENTS);
        flows = shuffle(
          students.flatMap(({ client, email }) =>
            [smallClass, largeClass].map((classId): Flow => ({
              student: client,
              email,
              classId,
              step: 'select',
              statuses: {},
            })),
          ),
        );

        const started = performance.now();
        let paid = 0;
        const notStarted = await runStream(flows, () => {
          paid++;
          if (paid === KILL_AFTER_PAID) first.child.kill('SIGKILL');
        });
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
        figures.streamMs = Math.round(performance.now() - started);
        figures.flows = flows.length;
        figures.notStarted = notStarted;
        figures.paidBeforeKill = paidFlows(flows).length;
        figures.interrupted = flows.filter((f) => f.interrupted).length;
        figures.interruptedSteps = flows
          .filter((f) => f.interrupted)
          .map((f) => f.interrupted)
          .join(',');
        expect(paidFlows(flows).length).toBeGreaterThanOrEqual(KILL_AFTER_PAID);
        expect(
          flows.some((f) => f.interrupted),
          'requests were open when the server died',
        ).toBe(true);
        expect(flows.flatMap((f) => Object.values(f.statuses)).filter((s) => s >= 500)).toEqual([]);

        if (settings.DATA_DIR) {
          const lock = path.join(settings.DATA_DIR, 'server.lock');
          expect(readFileSync(lock, 'utf8'), 'the killed process left its lock behind').toBe(
            String(first.child.pid),
          );
        }
        const restartedAt = performance.now();
        restarted = await startServer(settings, port);
        figures.restartMs = Math.round(performance.now() - restartedAt);

        // The 2xx purchases are there, seen through the API as the students would see them.
        for (const flow of paidFlows(flows)) {
          const payments = await flow.student.get(`/api/payments/${encodeURIComponent(flow.email)}`);
          expect(payments.status).toBe(200);
          expect(payments.json()).toContainEqual(
            expect.objectContaining({
              transactionId: flow.transactionId,
              status: 'paid',
              classId: flow.classId,
            }),
          );
          const enrolled = await flow.student.get('/api/enrolled');
          expect(JSON.stringify(enrolled.json())).toContain(flow.classId);
        }

        // The students whose page was waiting when the server died try again, as the payment page does.
        let completed = 0;
        let refunded = 0;
        for (const flow of flows) {
          if (flow.interrupted === 'confirm' && flow.clientSecret) {
            const confirmed = await flow.student.post('/api/payments/simulated/confirm', {
              clientSecret: flow.clientSecret,
              card: GOOD_CARD,
            });
            expect(confirmed.status, confirmed.body).toBe(200);
            flow.transactionId = confirmed.json().id;
          }
          const unanswered = flow.interrupted === 'confirm' || flow.interrupted === 'record';
          if (unanswered && flow.transactionId) {
            const recorded = await flow.student.post('/api/payments', {
              transactionId: flow.transactionId,
              cartItemId: flow.cartItemId,
            });
            expect([200, 409], recorded.body).toContain(recorded.status);
            if (recorded.status === 409) {
              expect(recorded.json().error.message).toMatch(/refunded/);
              refunded++;
            } else completed++;
          }
        }
        figures.completedAfterRestart = completed;
        figures.refundedAfterRestart = refunded;

        await restarted.kill('SIGTERM');
        expect((await restarted.exited).code).toBe(0);

        const store = variant.open();
        try {
          const found = await inconsistencies(store.db, seats);
          const { classes: classRows, ...lists } = found;
          expect(lists).toEqual({
            seatsNotAddingUp: [],
            studentsNotEnrolments: [],
            enrolmentsWithoutPaidPayment: [],
            paidPaymentsWithoutEnrolment: [],
            cartItemsForEnrolledClasses: [],
            holdsBeyondFreeSeats: [],
            chargedWithoutPayment: [],
            refundedPaymentsNotRefunded: [],
          });
          const answered = paidFlows(flows).map((f) => f.transactionId!);
          const recorded = await rows<{ transaction_id: string }>(
            store.db,
            sql`select p.transaction_id from payments p join enrolments e on e.payment_id = p.id
              where p.status = 'paid'`,
          );
          expect(recorded.map((r) => r.transaction_id)).toEqual(expect.arrayContaining(answered));
          figures.enrolled = classRows.reduce((n, c) => n + c.students, 0);
          const holds = await rows<{ n: string; latest: Date | null }>(
            store.db,
            sql`select count(*) as n, max(hold_expires_at) as latest from cart_items where hold_expires_at > now()`,
          );
          figures.liveHolds = Number(holds[0]!.n);
          figures.latestHold = holds[0]!.latest ? new Date(holds[0]!.latest).toISOString() : 'none';
        } finally {
          await store.close();
        }
      },
    );

    // PostgreSQL is shared by several processes by design: only PGlite's folder is locked.
    if (variant.kind === 'pglite')
      test('refuses a second server process on the same DATA_DIR with a clear message while the first runs', async () => {
        const running = await startServer(settings, port);
        const second = spawnServer(settings, await freePort());
        const { code } = await second.exited;
        expect(code).toBe(1);
        expect(second.output()).toContain(
          `The data folder ${settings.DATA_DIR} is in use by another server process (pid ${running.child.pid})`,
        );
        expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
        await running.kill('SIGTERM');
        expect(existsSync(path.join(settings.DATA_DIR!, 'server.lock'))).toBe(false);
      });

    test.skipIf(!variant.available)(
      'frees the seats of abandoned and interrupted holds once they expire, and sells exactly those',
      async () => {
        const store = variant.open();
        let latest: Date | null;
        let free: number;
        try {
          const [row] = await rows<{ latest: Date | null }>(
            store.db,
            sql`select max(hold_expires_at) as latest from cart_items`,
          );
          latest = row?.latest ? new Date(row.latest) : null;
          const [small] = await rows<{ available: number }>(
            store.db,
            sql`select available_seats as available from classes where id = ${smallClass}`,
          );
          free = small!.available;
        } finally {
          await store.close();
        }
        expect(latest, 'the abandoned carts still hold seats').not.toBeNull();
        expect(free).toBeGreaterThanOrEqual(ABANDONERS);
        // SEAT_HOLD_MINUTES=1: wait out the holds in real time.
        const wait = latest!.getTime() - Date.now() + 1000;
        figures.waitedForExpiryMs = Math.max(0, Math.round(wait));
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));

        const server = await startServer(settings, port);
        const buyers = Array.from({ length: free + 3 }, () => createClient(server.url));
        await Promise.all(
          buyers.map((b, i) => signUp(b, `late-${i}-${Date.now()}@example.com`, undefined, mail)),
        );
        const outcomes = await Promise.all(
          buyers.map(async (buyer) => {
            const selected = await buyer.post('/api/carts', { classId: smallClass });
            if (selected.status !== 200) return selected.status;
            const cartItemId = selected.json().insertedId;
            const intent = await buyer.post('/api/create-payment-intent', { cartItemId });
            if (intent.status !== 200) return intent.status;
            const confirmed = await buyer.post('/api/payments/simulated/confirm', {
              clientSecret: intent.json().clientSecret,
              card: GOOD_CARD,
            });
            const recorded = await buyer.post('/api/payments', {
              transactionId: confirmed.json().id,
              cartItemId,
            });
            return recorded.status;
          }),
        );
        expect(outcomes.filter((s) => s === 200)).toHaveLength(free);
        expect(outcomes.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
        figures.soldAfterExpiry = free;
        await server.kill('SIGTERM');

        const after = variant.open();
        try {
          const found = await inconsistencies(after.db, seats);
          const small = found.classes.find((c) => c.id === smallClass)!;
          expect(small.available).toBe(0);
          expect(small.students).toBe(SEATS.small);
          expect(found.seatsNotAddingUp).toEqual([]);
          expect(found.enrolmentsWithoutPaidPayment).toEqual([]);
          expect(found.cartItemsForEnrolledClasses).toEqual([]);
        } finally {
          await after.close();
        }
      },
    );
  },
);
