import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Store } from '../../src/server/db/client.js';
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
  startServer,
  type ServerProcess,
} from '../support/server.js';
import { asCents } from '#server/money';

/*
 * Seat hoarding through the waitlist: throwaway accounts that never verified their address (so can never
 * pay) join a full class's line before a real student. Were they let in, a freed seat would be held for the
 * first of them for WAITLIST_OFFER_HOURS while the real student and every outside buyer were refused, and N
 * such accounts would block the seat for N offers in a row.
 */

const pgUp = await postgresAvailable();
if (!pgUp) console.warn(`Skipping the PostgreSQL variant: no PostgreSQL answers at ${POSTGRES_URL}.`);

const THROWAWAYS = 3;

interface Variant {
  name: string;
  available: boolean;
  setUp(): Promise<Record<string, string>>;
  open(): Store;
  tearDown(): Promise<void>;
}

function pgliteVariant(): Variant {
  let dataDir = '';
  return {
    name: 'PGlite in DATA_DIR',
    available: true,
    async setUp() {
      dataDir = mkdtempSync(path.join(tmpdir(), 'stw-hoarding-'));
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
    available: pgUp,
    async setUp() {
      database = await createDatabase('stw_attack_hoarding');
      return { DATABASE_URL: database.url };
    },
    open: () => openPostgres(database!.url),
    async tearDown() {
      await database?.drop();
    },
  };
}

interface Entry {
  classId: string;
  status: 'waiting' | 'offered';
  position: number | null;
  cartItemId: string | null;
}

/** Select (or take the offered cart item), ask to pay, confirm with a good card, record: each answer. */
async function pay(student: Client, cartItemId: string) {
  const intent = await student.post('/api/create-payment-intent', { cartItemId });
  if (intent.status !== 200) return { intent };
  const confirmed = await student.post('/api/payments/simulated/confirm', {
    clientSecret: intent.json().clientSecret,
    card: GOOD_CARD,
  });
  const recorded = await student.post('/api/payments', { transactionId: confirmed.json().id, cartItemId });
  return { intent, confirmed, recorded };
}

async function entryOf(student: Client, classId: string): Promise<Entry | undefined> {
  const mine = await student.get('/api/me/waitlist');
  expect(mine.status, mine.body).toBe(200);
  return mine.json<Entry[]>().find((e) => e.classId === classId);
}

describe.each([pgliteVariant(), postgresVariant()])('waitlist hoarding on $name', (variant) => {
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    ALLOW_SIMULATED_PAYMENTS: 'true',
    AUTH_RATE_LIMIT: 'off',
  };
  let mail: MailCatcher | undefined;
  let server: ServerProcess;
  let classId = '';

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
        id: 'hoarding-instructor',
        name: 'H. Instructor',
        email: 'hoarding-instructor@example.com',
        role: 'instructor',
        emailVerified: true,
      });
      const [made] = await store.db
        .insert(classes)
        .values({
          name: 'One-seat Icelandic',
          priceCents: asCents(9900),
          img: '/images/classes/italian.svg',
          instructorId: 'hoarding-instructor',
          availableSeats: 1,
          status: 'approved',
        })
        .returning({ id: classes.id });
      classId = made!.id;
    } finally {
      await store.close();
    }
    const port = await freePort();
    // Production needs the site's address: here, the address the server is started on.
    server = await startServer({ ...settings, PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  });

  afterAll(async () => {
    await killAllServers();
    await mail?.close();
    await variant.tearDown();
  });

  test.skipIf(!variant.available)(
    'keeps unverified accounts out of a full class’s line, so the freed seat is offered to the verified student, who pays, while an outside buyer is refused',
    async () => {
      const stamp = Date.now();
      const client = () => createClient(server.url);

      // The class fills: an enrolled student takes its one seat.
      const enrolled = client();
      await signUp(enrolled, `hoarding-enrolled-${stamp}@example.com`, undefined, mail);
      const selected = await enrolled.post('/api/carts', { classId });
      expect(selected.status, selected.body).toBe(200);
      const bought = await pay(enrolled, selected.json().insertedId);
      expect(bought.recorded?.status, bought.recorded?.body).toBe(200);

      // Three throwaway accounts, never verified, try to queue first.
      const throwaways: Client[] = [];
      for (let i = 0; i < THROWAWAYS; i++) {
        const throwaway = client();
        await signUp(throwaway, `hoarding-throwaway-${i}-${stamp}@example.com`);
        throwaways.push(throwaway);
        const joined = await throwaway.post(`/api/classes/${classId}/waitlist`);
        // Soft: on a server that lets them in, the test goes on to show where the freed seat goes.
        expect.soft(joined.status, joined.body).toBe(409);
        expect.soft(joined.json().error?.code).toBe('email_unverified');
        expect.soft(joined.json().error?.message).toMatch(/verify your email address/);
      }

      const student = client();
      await signUp(student, `hoarding-student-${stamp}@example.com`, undefined, mail);
      const joined = await student.post(`/api/classes/${classId}/waitlist`);
      expect(joined.status, joined.body).toBe(201);
      expect.soft(joined.json()).toEqual({ position: 1 });

      // A seat frees: the enrolled student cancels.
      const enrolment = (await enrolled.get('/api/enrolled'))
        .json<{ _id: string; classId: string }[]>()
        .find((e) => e.classId === classId)!;
      const quote = await enrolled.get(`/api/enrolments/${enrolment._id}/cancellation`);
      expect(quote.status, quote.body).toBe(200);
      const cancelled = await enrolled.post(`/api/enrolments/${enrolment._id}/cancel`, {
        expectedRefund: quote.json().refund,
      });
      expect(cancelled.status, cancelled.body).toBe(200);

      // The offer is made after the cancel's commit (or by the job within a minute): wait for it.
      let offer: Entry | undefined;
      const deadline = Date.now() + 90_000;
      for (;;) {
        offer = await entryOf(student, classId);
        const throwawayOffered = await Promise.all(throwaways.map((t) => entryOf(t, classId)));
        if (offer?.status === 'offered' || throwawayOffered.some((e) => e?.status === 'offered')) break;
        if (Date.now() > deadline) break;
        await delay(200);
      }
      for (const throwaway of throwaways) expect(await entryOf(throwaway, classId)).toBeUndefined();
      expect(offer).toMatchObject({ status: 'offered', position: null });

      // While the offer stands, an outside buyer (verified, ready to pay) cannot take the seat.
      const buyer = client();
      await signUp(buyer, `hoarding-buyer-${stamp}@example.com`, undefined, mail);
      const buyerItem = await buyer.post('/api/carts', { classId });
      expect(buyerItem.status, buyerItem.body).toBe(200);
      const buyerIntent = await buyer.post('/api/create-payment-intent', {
        cartItemId: buyerItem.json().insertedId,
      });
      expect(buyerIntent.status, buyerIntent.body).toBe(409);

      // The verified student pays for the seat held for them.
      const paid = await pay(student, offer!.cartItemId!);
      expect(paid.intent.status, paid.intent.body).toBe(200);
      expect(paid.recorded?.status, paid.recorded?.body).toBe(200);
      const theirs = (await student.get('/api/enrolled')).json<{ classId: string }[]>();
      expect(theirs.map((e) => e.classId)).toContain(classId);
      expect(await entryOf(student, classId)).toBeUndefined();
    },
  );
});
