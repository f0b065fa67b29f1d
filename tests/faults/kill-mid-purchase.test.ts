import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db, Store } from '../../src/server/db/client.js';
import { openPostgres } from '../../src/server/db/client.js';
import { openConfiguredStore } from '../../src/server/db/open-store.js';
import { accounts, classes, users } from '../../src/server/db/schema.js';
import { hashPassword } from '../../src/server/identity/password.js';
import {
  createClient,
  GOOD_CARD,
  signUp,
  TEST_PASSWORD,
  type Answer,
  type Client,
} from '../support/http-client.js';
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
import { asCents } from '#server/money';

const pgUp = await postgresAvailable();
if (!pgUp) console.warn(`Skipping the PostgreSQL variant: no PostgreSQL answers at ${POSTGRES_URL}.`);

const STUDENTS = 24;
/** Students who ask to pay for the small class and walk away: their seat holds must expire. */
const ABANDONERS = 3;
const CONCURRENCY = 8;
/** The server is killed as soon as this many purchases have been answered 2xx. */
const KILL_AFTER_PAID = 14;
const SEATS = { small: 10, large: 40, tiny: 2 };
const PRICES = { small: 12_000, large: 4550, tiny: 8000 };
/**
 * Students enrolled before the stream who cancel in it: both students of the tiny class (full, with a
 * waitlist) and two of each other class. The early ones are in the queue among the first purchases; the
 * late ones see their quote at the start and confirm just before the kill, so that it lands in their cancel
 * (or in the offer the tiny class's makes) as often as not.
 */
const CANCELLERS = [
  ['tiny', 'early'],
  ['tiny', 'late'],
  ['small', 'early'],
  ['small', 'late'],
  ['large', 'early'],
  ['large', 'late'],
] as const;
/**
 * The tiny class's waitlist in the order its students join, and what each does with a seat offered: the two
 * freed seats go to the second and fourth, the first and third pass theirs on, the fifth is still waiting.
 */
const WAITERS = ['decline', 'take', 'decline', 'take', 'take'] as const;
/** How often a waiting student looks whether a seat is offered to them, as the page's refresh would. */
const WAITLIST_POLL_MS = 100;

type Step = 'select' | 'intent' | 'confirm' | 'record' | 'quote' | 'cancel' | 'poll' | 'decline';

interface Tracked {
  student: Client;
  email: string;
  classId: string;
  /** The last step that was sent. */
  step: Step | 'done';
  /** The status of each answered step. */
  statuses: Partial<Record<Step, number>>;
  /** The connection failed on this step (the server went away with the request open or unsent). */
  interrupted?: Step;
}

/** A flow that pays for a held seat: select (purchases) or an offer (waitlist), then intent, confirm, record. */
interface Paying extends Tracked {
  cartItemId?: string;
  clientSecret?: string;
  transactionId?: string;
}

interface Flow extends Paying {
  kind: 'purchase';
}

/** A student who paid before the stream cancels in it: the quote, then the cancel with the refund shown. */
interface CancelFlow extends Tracked {
  kind: 'cancel';
  enrolmentId: string;
  transactionId: string;
  /** Dollars the answered cancel gave back. */
  refunded?: number;
}

/** A student on the tiny class's waitlist: looks for an offer, then takes (pays) or declines it. */
interface WaitFlow extends Paying {
  kind: 'wait';
  decision: (typeof WAITERS)[number];
  /** The student answers a seat offered once this resolves (at once when unset). */
  answerWhen?: Promise<void>;
  outcome?: 'paid' | 'declined';
}

interface WaitlistEntry {
  classId: string;
  status: 'waiting' | 'offered';
  position: number | null;
  cartItemId: string | null;
}

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

/** An index from lo to hi - 1. */
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const is2xx = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/**
 * The students' requests. Before the kill every failed connection stops the stream (the server is gone);
 * after the restart none should fail, which `failed` tells.
 */
function createStream() {
  let stopped = false;

  async function call(flow: Tracked, name: Step, send: () => Promise<Answer>) {
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

  /** Pays for the flow's held seat; true when the payment is answered 2xx. */
  async function pay(flow: Paying): Promise<boolean> {
    const intent = await call(flow, 'intent', () =>
      flow.student.post('/api/create-payment-intent', { cartItemId: flow.cartItemId }),
    );
    if (intent?.status !== 200) return false;
    flow.clientSecret = intent.json().clientSecret;
    const confirmed = await call(flow, 'confirm', () =>
      flow.student.post('/api/payments/simulated/confirm', {
        clientSecret: flow.clientSecret,
        card: GOOD_CARD,
      }),
    );
    if (confirmed?.status !== 200) return false;
    flow.transactionId = confirmed.json().id;
    const recorded = await call(flow, 'record', () =>
      flow.student.post('/api/payments', {
        transactionId: flow.transactionId,
        cartItemId: flow.cartItemId,
      }),
    );
    if (recorded) flow.step = 'done';
    return is2xx(recorded?.status);
  }

  async function purchase(flow: Flow): Promise<boolean> {
    const selected = await call(flow, 'select', () =>
      flow.student.post('/api/carts', { classId: flow.classId }),
    );
    if (selected?.status !== 200) return false;
    flow.cartItemId = selected.json().insertedId;
    return pay(flow);
  }

  /** The quote, then (once `confirmed` resolves: the student reads the dialog) the cancel. */
  async function cancel(flow: CancelFlow, confirmed?: Promise<void>): Promise<void> {
    const quote = await call(flow, 'quote', () =>
      flow.student.get(`/api/enrolments/${flow.enrolmentId}/cancellation`),
    );
    if (quote?.status !== 200) return;
    await confirmed;
    const cancelled = await call(flow, 'cancel', () =>
      flow.student.post(`/api/enrolments/${flow.enrolmentId}/cancel`, {
        expectedRefund: quote.json().refund,
      }),
    );
    if (!cancelled) return;
    flow.step = 'done';
    if (cancelled.status === 200) flow.refunded = cancelled.json().refunded;
  }

  /** The student's open waitlist entry of the flow's class; undefined when not in line (or the server is gone). */
  async function entryOf(flow: WaitFlow) {
    const mine = await call(flow, 'poll', () => flow.student.get('/api/me/waitlist'));
    if (!mine) return { answered: false as const };
    expect(mine.status, mine.body).toBe(200);
    return {
      answered: true as const,
      entry: mine.json<WaitlistEntry[]>().find((e) => e.classId === flow.classId),
    };
  }

  /** What the student does with the seat offered to them. */
  async function answerOffer(flow: WaitFlow, entry: WaitlistEntry): Promise<void> {
    if (flow.decision === 'decline') {
      const left = await call(flow, 'decline', () =>
        flow.student.request('DELETE', `/api/classes/${flow.classId}/waitlist`),
      );
      if (!left) return;
      flow.step = 'done';
      expect(left.status, left.body).toBe(200);
      flow.outcome = 'declined';
      return;
    }
    flow.cartItemId = entry.cartItemId!;
    if (await pay(flow)) flow.outcome = 'paid';
  }

  /** Looks for an offer until one comes (and answers it) or the stream stops. */
  async function waitForOffer(flow: WaitFlow): Promise<void> {
    while (!stopped) {
      const { answered, entry } = await entryOf(flow);
      if (!answered) return;
      if (entry?.status === 'offered') {
        await flow.answerWhen;
        return answerOffer(flow, entry);
      }
      await delay(WAITLIST_POLL_MS);
    }
  }

  /**
   * Runs the purchases and cancellations CONCURRENCY at a time while the waiting students look for offers;
   * calls onPaid after each purchase answered 2xx. Answers how many flows of the queue never started.
   */
  async function run(queue: (Flow | CancelFlow)[], waiters: WaitFlow[], onPaid: () => void) {
    async function worker() {
      while (!stopped) {
        const flow = queue.shift();
        if (!flow) return;
        if (flow.kind === 'cancel') await cancel(flow);
        else if (await purchase(flow)) onPaid();
      }
    }
    await Promise.all([
      ...Array.from({ length: CONCURRENCY }, worker),
      ...waiters.map((w) => waitForOffer(w)),
    ]);
    return queue.length;
  }

  return {
    run,
    purchase,
    pay,
    cancel,
    entryOf,
    answerOffer,
    get failed() {
      return stopped;
    },
  };
}

const paidFlows = (flows: Paying[]) => flows.filter((f) => is2xx(f.statuses.record));

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
    // Refunds and cancellations: each refund with its payment's status and totals, each cancellation with
    // its refund, each money movement at the processor recorded once.
    refundsWithoutPaymentStatus: await rows(
      db,
      sql`select r.id from refunds r join payments p on p.id = r.payment_id
          where p.status not in ('refunded', 'partially_refunded')`,
    ),
    paymentTotalsNotRefunds: await rows(
      db,
      sql`select p.id from payments p where p.refund_reason is null and (
            p.amount_refunded_cents <> (select coalesce(sum(r.amount_cents), 0) from refunds r where r.payment_id = p.id)
            or (p.status = 'paid') <> (p.amount_refunded_cents = 0)
            or (p.status = 'refunded') <> (p.amount_refunded_cents >= p.price_cents))`,
    ),
    // The classes here have no schedule: the policy refunds a cancellation in full.
    cancelledWithoutRefund: await rows(
      db,
      sql`select ce.id from cancelled_enrolments ce left join refunds r on r.id = ce.refund_id
          left join payments p on p.id = ce.payment_id
          where r.id is null or r.payment_id is distinct from ce.payment_id or p.status <> 'refunded'`,
    ),
    cancelledAndEnrolled: await rows(
      db,
      sql`select ce.id from cancelled_enrolments ce join enrolments e
          on e.id = ce.id or e.payment_id = ce.payment_id`,
    ),
    refundedMoreThanOnce: await rows(
      db,
      sql`select r.payment_id from refunds r group by r.payment_id
          having count(*) > 1 or sum(r.amount_cents) > (select p.price_cents from payments p where p.id = r.payment_id)`,
    ),
    processorRefundedMoreThanOnce: await rows(
      db,
      sql`select sr.intent_id from simulated_refunds sr join simulated_payment_intents i on i.id = sr.intent_id
          group by sr.intent_id, i.amount, i.amount_refunded
          having count(*) > 1 or sum(sr.amount) <> i.amount_refunded or sum(sr.amount) > i.amount`,
    ),
    processorRefundsNotRecorded: await rows(
      db,
      sql`select sr.id from simulated_refunds sr join payments p on p.transaction_id = sr.intent_id
          where p.refund_reason is null
            and not exists (select 1 from refunds r where r.processor_refund_id = sr.id)`,
    ),
    refundsWithoutCreditNote: await rows(
      db,
      sql`select r.id from refunds r where r.kind = 'cancellation'
          and not exists (select 1 from outgoing_mails m where m.key = 'credit-note:' || r.id::text)`,
    ),
    salesNotEnrolledPayments: await rows(
      db,
      sql`select p.id from payments p left join sale_earnings se on se.payment_id = p.id
          where (p.refund_reason is null) <> (se.payment_id is not null)`,
    ),
    // The waitlist: an offer is a live hold of the student's, mailed; a student in line is not enrolled;
    // no seat is free while a student waits for one.
    offersWithoutLiveHold: await rows(
      db,
      sql`select w.id from waitlist_entries w where w.status = 'offered' and (w.offer_expires_at <= now()
          or not exists (select 1 from cart_items ci where ci.user_id = w.user_id
            and ci.class_id = w.class_id and ci.hold_expires_at > now()))`,
    ),
    offersWithoutMail: await rows(
      db,
      sql`select w.id from waitlist_entries w where w.offered_at is not null
          and not exists (select 1 from outgoing_mails m where m.key = 'waitlist-offer:' || w.id::text)`,
    ),
    inLineWhileEnrolled: await rows(
      db,
      sql`select w.id from waitlist_entries w join enrolments e
          on e.user_id = w.user_id and e.class_id = w.class_id where w.status in ('waiting', 'offered')`,
    ),
    acceptedWithoutEnrolment: await rows(
      db,
      sql`select w.id from waitlist_entries w where w.status = 'accepted' and not exists
          (select 1 from enrolments e where e.user_id = w.user_id and e.class_id = w.class_id)`,
    ),
    waitingWhileSeatFree: await rows(
      db,
      sql`select c.id from classes c where exists (select 1 from waitlist_entries w
            where w.class_id = c.id and w.status = 'waiting')
          and c.available_seats > (select count(*) from cart_items ci
            where ci.class_id = c.id and ci.hold_expires_at > now())`,
    ),
  };
}

/** Cents per class, as each record sees them: what was paid and refunded, the sales ledger, the processor. */
async function moneyByClass(db: Db) {
  const found = await rows<Record<string, string>>(
    db,
    sql`select c.id, c.price_cents as price, c.students,
        (select coalesce(sum(p.price_cents), 0) from payments p
          where p.class_id = c.id and p.refund_reason is null) as paid,
        (select coalesce(sum(r.amount_cents), 0) from refunds r join payments p on p.id = r.payment_id
          where p.class_id = c.id) as refunded,
        (select coalesce(sum(p.amount_refunded_cents), 0) from payments p
          where p.class_id = c.id and p.refund_reason is null) as "refundedOnPayments",
        (select coalesce(sum(se.gross_cents), 0) from sale_earnings se join payments p on p.id = se.payment_id
          where p.class_id = c.id) as "ledgerGross",
        (select coalesce(sum(se.gross_cents - p.amount_refunded_cents), 0) from sale_earnings se
          join payments p on p.id = se.payment_id where p.class_id = c.id) as ledger,
        (select coalesce(sum(i.amount - i.amount_refunded), 0) from simulated_payment_intents i
          where i.metadata->>'classId' = c.id::text and i.status in ('succeeded', 'refunded')) as "processorKept",
        (select coalesce(sum(sr.amount), 0) from simulated_refunds sr join payments p on p.transaction_id = sr.intent_id
          where p.class_id = c.id and p.refund_reason is null) as "processorRefunded"
      from classes c order by c.id`,
  );
  return found.map((row) => ({
    id: row.id!,
    ...Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (k === 'id' ? [] : [[k, Number(v)]]))),
  })) as {
    id: string;
    price: number;
    students: number;
    paid: number;
    refunded: number;
    refundedOnPayments: number;
    ledgerGross: number;
    ledger: number;
    processorKept: number;
    processorRefunded: number;
  }[];
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
    let tinyClass = '';
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
          emailVerified: true,
        });
        // The instructor signs in to read their earnings: the sales ledger as the app shows it.
        await store.db.insert(accounts).values({
          id: 'fault-instructor-account',
          accountId: 'fault-instructor',
          providerId: 'credential',
          userId: 'fault-instructor',
          password: await hashPassword(TEST_PASSWORD),
        });
        const names = { small: 'Italian', large: 'Japanese', tiny: 'Welsh' };
        const made = await store.db
          .insert(classes)
          .values(
            (['small', 'large', 'tiny'] as const).map((size) => ({
              name: `Crash-proof ${names[size]}`,
              priceCents: asCents(PRICES[size]),
              img: '/images/classes/italian.svg',
              instructorId: 'fault-instructor',
              availableSeats: SEATS[size],
              status: 'approved' as const,
            })),
          )
          .returning({ id: classes.id, availableSeats: classes.availableSeats });
        for (const row of made) seats[row.id] = row.availableSeats;
        [smallClass, largeClass, tinyClass] = made.map((r) => r.id) as [string, string, string];
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
      'keeps every purchase answered 2xx, every cancellation and waitlist offer whole, and the money adding up after the server is killed mid-stream',
      async () => {
        const setUpAt = performance.now();
        port = await freePort();
        // Production wants the site's address; the clients reach it here.
        settings.PUBLIC_URL = `http://127.0.0.1:${port}`;
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
        const classOf = { small: smallClass, large: largeClass, tiny: tinyClass };
        const priceOf = (classId: string) =>
          PRICES[(['small', 'large', 'tiny'] as const).find((size) => classOf[size] === classId)!];

        // Before the stream: the cancellers enrol (the tiny class is full then), and its waitlist forms.
        const before = createStream();
        const cancels = await Promise.all(
          (await sign('canceller', CANCELLERS.length)).map(async ({ client, email }, i) => {
            const bought: Flow = {
              kind: 'purchase',
              student: client,
              email,
              classId: classOf[CANCELLERS[i]![0]],
              step: 'select',
              statuses: {},
            };
            expect(await before.purchase(bought), JSON.stringify(bought.statuses)).toBe(true);
            const enrolled = await client.get('/api/enrolled');
            const enrolment = enrolled
              .json<{ _id: string; classId: string }[]>()
              .find((e) => e.classId === bought.classId);
            return {
              kind: 'cancel',
              student: client,
              email,
              classId: bought.classId,
              enrolmentId: enrolment!._id,
              transactionId: bought.transactionId!,
              step: 'quote',
              statuses: {},
            } satisfies CancelFlow as CancelFlow;
          }),
        );
        const waiters: WaitFlow[] = [];
        for (const [i, { client, email }] of (await sign('waiter', WAITERS.length)).entries()) {
          const joined = await client.post(`/api/classes/${tinyClass}/waitlist`);
          expect(joined.status, joined.body).toBe(201);
          expect(joined.json()).toEqual({ position: i + 1 });
          waiters.push({
            kind: 'wait',
            student: client,
            email,
            classId: tinyClass,
            decision: WAITERS[i]!,
            step: 'poll',
            statuses: {},
          });
        }

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
              kind: 'purchase',
              student: client,
              email,
              classId,
              step: 'select',
              statuses: {},
            })),
          ),
        );
        // A seat of the tiny class frees at the start, so its offers go out while the purchases run; the other
        // early cancellations come among the purchases, the late ones (the tiny class's second seat too) just
        // before the kill.
        const queue: (Flow | CancelFlow)[] = [...flows];
        const early = cancels.filter((_, i) => CANCELLERS[i]![1] === 'early');
        const late = cancels.filter((_, i) => CANCELLERS[i]![1] === 'late');
        for (const cancel of early.filter((c) => c.classId !== tinyClass))
          queue.splice(between(CONCURRENCY, 3 * CONCURRENCY), 0, cancel);
        for (const cancel of early.filter((c) => c.classId === tinyClass)) queue.unshift(cancel);

        const started = performance.now();
        figures.setUpMs = Math.round(started - setUpAt);
        let paid = 0;
        const stream = createStream();
        let confirmLate = () => {};
        const lateConfirmed = new Promise<void>((resolve) => (confirmLate = resolve));
        const lateCancels = Promise.all(late.map((c) => stream.cancel(c, lateConfirmed)));
        // The first student to take an offered seat pays for it then too: the kill can land in that payment.
        waiters[WAITERS.indexOf('take')]!.answerWhen = lateConfirmed;
        const notStarted = await stream.run(queue, waiters, () => {
          paid++;
          if (paid === KILL_AFTER_PAID - 1) confirmLate();
          if (paid === KILL_AFTER_PAID) first.child.kill('SIGKILL');
        });
        confirmLate();
        await lateCancels;
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
        const interruptedSteps = (list: Tracked[]) =>
          list
            .filter((f) => f.interrupted)
            .map((f) => f.interrupted)
            .join(',');
        figures.streamMs = Math.round(performance.now() - started);
        figures.flows = flows.length;
        figures.notStarted = notStarted;
        figures.paidBeforeKill = paidFlows(flows).length;
        figures.interrupted = flows.filter((f) => f.interrupted).length;
        figures.interruptedSteps = interruptedSteps(flows);
        figures.cancels = cancels.length;
        figures.cancelledBeforeKill = cancels.filter((c) => c.statuses.cancel === 200).length;
        figures.cancelsInterruptedSteps = interruptedSteps(cancels);
        figures.offersAnsweredBeforeKill = waiters.filter((w) => w.outcome).length;
        figures.waitersInterruptedSteps = interruptedSteps(waiters);
        expect(paidFlows(flows).length).toBeGreaterThanOrEqual(KILL_AFTER_PAID);
        expect(
          [...flows, ...cancels, ...waiters].some((f) => f.interrupted),
          'requests were open when the server died',
        ).toBe(true);
        expect(
          [...flows, ...cancels, ...waiters]
            .flatMap((f) => Object.values(f.statuses))
            .filter((s) => s >= 500),
        ).toEqual([]);
        // A cancel answered is a cancel done: the refund shown is the one given (no schedule: all of it).
        for (const cancel of cancels.filter((c) => c.statuses.cancel !== undefined)) {
          expect(cancel.statuses.cancel).toBe(200);
          expect(cancel.refunded).toBe(priceOf(cancel.classId) / 100);
        }

        if (settings.DATA_DIR) {
          const lock = path.join(settings.DATA_DIR, 'server.lock');
          expect(readFileSync(lock, 'utf8'), 'the killed process left its lock behind').toBe(
            String(first.child.pid),
          );
        }
        const restartedAt = performance.now();
        const restartedOn = new Date();
        restarted = await startServer(settings, port);
        figures.restartMs = Math.round(performance.now() - restartedAt);
        const after = createStream();

        // The 2xx purchases are there, seen through the API as the students would see them.
        for (const flow of [...paidFlows(flows), ...paidFlows(waiters)]) {
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
        const finishPayment = async (flow: Paying) => {
          if (flow.interrupted === 'confirm' && flow.clientSecret) {
            const confirmed = await flow.student.post('/api/payments/simulated/confirm', {
              clientSecret: flow.clientSecret,
              card: GOOD_CARD,
            });
            expect(confirmed.status, confirmed.body).toBe(200);
            flow.transactionId = confirmed.json().id;
          }
          const unanswered = flow.interrupted === 'confirm' || flow.interrupted === 'record';
          if (!unanswered || !flow.transactionId) return null;
          const recorded = await flow.student.post('/api/payments', {
            transactionId: flow.transactionId,
            cartItemId: flow.cartItemId,
          });
          expect([200, 409], recorded.body).toContain(recorded.status);
          flow.statuses.record = recorded.status;
          if (recorded.status === 200) return 'completed';
          expect(recorded.json().error.message).toMatch(/refunded/);
          return 'refunded';
        };
        let completed = 0;
        let refunded = 0;
        for (const flow of flows) {
          const finished = await finishPayment(flow);
          if (finished === 'completed') completed++;
          if (finished === 'refunded') refunded++;
        }
        figures.completedAfterRestart = completed;
        figures.refundedAfterRestart = refunded;

        // Cancellations: an answered one is done for good (a replay is told it is cancelled already); the students
        // whose cancel got no answer look again and cancel if it is not done; one never started stays enrolled.
        let cancelsFoundDone = 0;
        let cancelsRetried = 0;
        for (const cancel of cancels) {
          const base = `/api/enrolments/${cancel.enrolmentId}`;
          if (cancel.statuses.cancel === 200) {
            const replay = await cancel.student.post(`${base}/cancel`, { expectedRefund: cancel.refunded });
            expect(replay.status, replay.body).toBe(409);
            expect(replay.body).toContain('cancelled already');
          } else if (cancel.interrupted) {
            const quote = await cancel.student.get(`${base}/cancellation`);
            if (quote.status === 404) {
              expect(cancel.interrupted, 'a cancel not sent is not done').toBe('cancel');
              cancelsFoundDone++;
            } else {
              expect(quote.status, quote.body).toBe(200);
              const again = await cancel.student.post(`${base}/cancel`, {
                expectedRefund: quote.json().refund,
              });
              expect(again.status, again.body).toBe(200);
              cancel.refunded = again.json().refunded;
              cancelsRetried++;
            }
            cancel.statuses.cancel = 200;
          }
          const done = cancel.statuses.cancel === 200;
          const history = await cancel.student.get(`/api/payments/${encodeURIComponent(cancel.email)}`);
          expect(history.json()).toContainEqual(
            expect.objectContaining({
              transactionId: cancel.transactionId,
              status: done ? 'refunded' : 'paid',
            }),
          );
          const enrolled = JSON.stringify((await cancel.student.get('/api/enrolled')).json());
          expect(enrolled.includes(cancel.enrolmentId)).toBe(!done);
        }
        figures.cancelsFoundDoneAfterRestart = cancelsFoundDone;
        figures.cancelsRetriedAfterRestart = cancelsRetried;
        figures.cancelled = cancels.filter((c) => c.statuses.cancel === 200).length;

        // The waitlist picks up where it was: interrupted payments and declines are tried again, every seat
        // freed (before the kill or by a retried cancel) is offered, and the students answer their offers.
        for (const waiter of waiters) {
          const finished = await finishPayment(waiter);
          if (finished) {
            expect(finished, 'an offered seat is held for its student').toBe('completed');
            waiter.outcome = 'paid';
          }
          if (waiter.interrupted === 'decline') {
            const left = await waiter.student.request('DELETE', `/api/classes/${tinyClass}/waitlist`);
            expect([200, 404], left.body).toContain(left.status);
            waiter.outcome = 'declined';
          }
        }
        const instructor = createClient(restarted.url);
        const signedIn = await instructor.post('/api/auth/sign-in/email', {
          email: 'fault-instructor@example.com',
          password: TEST_PASSWORD,
        });
        expect(signedIn.status, signedIn.body).toBe(200);
        // Settled: as many offers out as the class has free seats for the students in line.
        const offersSettled = () =>
          vi.waitFor(
            async () => {
              const [line, cls] = await Promise.all([
                instructor.get(`/api/classes/${tinyClass}/waitlist`),
                instructor.get(`/api/classes/${tinyClass}`),
              ]);
              const entries = line.json<{ entries: { status: string }[] }>().entries;
              const offered = entries.filter((e) => e.status === 'offered').length;
              const free = cls.json<{ availableSeats: number }>().availableSeats;
              expect(offered).toBe(Math.min(free, entries.length));
            },
            { timeout: 30_000, interval: 200 },
          );
        for (let round = 0; round <= WAITERS.length; round++) {
          await offersSettled();
          let answered = 0;
          for (const waiter of waiters.filter((w) => !w.outcome)) {
            const { entry } = await after.entryOf(waiter);
            if (entry?.status !== 'offered') continue;
            await after.answerOffer(waiter, entry);
            answered++;
          }
          if (answered === 0) break;
        }
        expect(after.failed, 'no request failed after the restart').toBe(false);

        // First come, first served whatever the kill interrupted: both freed seats went down the line.
        const outcomes = waiters.map((w) => w.outcome ?? 'waiting');
        expect(outcomes).toEqual(['declined', 'paid', 'declined', 'paid', 'waiting']);
        const lastInLine = await after.entryOf(waiters.at(-1)!);
        expect(lastInLine.entry).toMatchObject({ status: 'waiting', position: 1 });
        for (const waiter of waiters.filter((w) => w.outcome === 'paid')) {
          const enrolled = await waiter.student.get('/api/enrolled');
          expect(JSON.stringify(enrolled.json())).toContain(tinyClass);
        }

        figures.afterRestartMs = Math.round(performance.now() - restartedAt);
        // The sales ledger as the instructor sees it, before the server stops.
        const earnings = await instructor.get('/api/earnings');
        expect(earnings.status, earnings.body).toBe(200);
        const ledgerShown = earnings.json<{ byClass: { classId: string | null; gross: number }[] }>().byClass;

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
            refundsWithoutPaymentStatus: [],
            paymentTotalsNotRefunds: [],
            cancelledWithoutRefund: [],
            cancelledAndEnrolled: [],
            refundedMoreThanOnce: [],
            processorRefundedMoreThanOnce: [],
            processorRefundsNotRecorded: [],
            refundsWithoutCreditNote: [],
            salesNotEnrolledPayments: [],
            offersWithoutLiveHold: [],
            offersWithoutMail: [],
            inLineWhileEnrolled: [],
            acceptedWithoutEnrolment: [],
            waitingWhileSeatFree: [],
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

          // Each cancellation refunded once, at the processor too, and its record says so.
          const cancelled = cancels.filter((c) => c.statuses.cancel === 200);
          const refundRows = await rows<{ transaction_id: string; n: string; processor: string }>(
            store.db,
            sql`select p.transaction_id, count(r.id) as n,
                  (select count(*) from simulated_refunds sr where sr.intent_id = p.transaction_id) as processor
                from payments p left join refunds r on r.payment_id = p.id
                where p.refund_reason is null group by p.id`,
          );
          const refundsOf = new Map(
            refundRows.map((r) => [r.transaction_id, [Number(r.n), Number(r.processor)]]),
          );
          for (const cancel of cancels) {
            const once = cancelled.includes(cancel) ? 1 : 0;
            expect(refundsOf.get(cancel.transactionId), cancel.email).toEqual([once, once]);
          }
          expect(
            [...refundsOf.values()].reduce((n, [r]) => n + r!, 0),
            'no refunds but the cancellations',
          ).toBe(cancelled.length);

          // Money adds up for every class: paid minus refunded is the sales ledger (in the store and on the
          // instructor's page) and what the processor kept, which is the price of each seat taken.
          const money = await moneyByClass(store.db);
          expect(money.map((m) => m.id).sort()).toEqual([smallClass, largeClass, tinyClass].sort());
          for (const m of money) {
            const sums = { ...m, paidMinusRefunded: m.paid - m.refunded };
            expect(sums, `class ${m.id}`).toEqual({
              ...sums,
              refundedOnPayments: m.refunded,
              processorRefunded: m.refunded,
              ledgerGross: m.paid,
              ledger: m.paid - m.refunded,
              processorKept: m.paid - m.refunded,
              paidMinusRefunded: m.students * m.price,
            });
            const shown = ledgerShown.find((row) => row.classId === m.id);
            expect(Math.round((shown?.gross ?? 0) * 100), `the instructor's earnings of ${m.id}`).toBe(
              m.ledger,
            );
          }
          const tiny = money.find((m) => m.id === tinyClass)!;
          expect(tiny).toMatchObject({ students: SEATS.tiny, refunded: SEATS.tiny * PRICES.tiny });
          figures.refundedCents = money.reduce((n, m) => n + m.refunded, 0);
          figures.ledgerCents = money.reduce((n, m) => n + m.ledger, 0);

          const [offers] = await rows<Record<string, string>>(
            store.db,
            sql`select count(*) filter (where offered_at is not null) as made,
                  count(*) filter (where status = 'accepted') as taken,
                  count(*) filter (where offered_at is not null and status in ('left', 'expired')) as passed,
                  count(*) filter (where status = 'offered') as live,
                  count(*) filter (where status = 'waiting') as waiting,
                  count(*) filter (where offered_at >= ${restartedOn.toISOString()}::timestamptz) as "madeAfterRestart"
                from waitlist_entries where class_id = ${tinyClass}`,
          );
          const offerFigures = Object.fromEntries(Object.entries(offers!).map(([k, v]) => [k, Number(v)]));
          expect(offerFigures).toEqual({
            made: 4,
            taken: 2,
            passed: 2,
            live: 0,
            waiting: 1,
            madeAfterRestart: expect.any(Number),
          });
          for (const [k, v] of Object.entries(offerFigures))
            figures[`offers${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
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
