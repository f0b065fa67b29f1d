// The bench's same-SQL purchase baseline (bench/lib/purchase-baseline.ts) must send the store what the app
// sends: the same statements, in the same order, in the same transactions, on the same tables, with the same
// row locks (but for the session, which the baseline reads once per request however the app does it). Its SQL
// is written by hand, so this compares the two, step by step, on one store (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), and checks that the baseline really enrols.
import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { classes, enrolments, payments } from '../../src/server/db/schema.js';
import { sessionCookieName } from '../../src/server/identity/session-cookie.js';
import { countQueries, type CountedStatement } from '../../src/server/testing/query-counter.js';
import { createClass, GOOD_CARD, testApi } from '../../src/server/testing/fixtures.js';
import { TEST_SESSION_SECRET, useTestApp } from '../../src/server/testing/test-app.js';
import { registerPurchaseBaseline, SAME_SQL_PREFIX } from '../../bench/lib/purchase-baseline.js';
import { baselineDbOn, sessionReaderOn } from '../../bench/lib/session-reader.js';

const ctx = useTestApp();
let counter: ReturnType<typeof countQueries>;
let baseline: FastifyInstance;

beforeAll(async () => {
  counter = countQueries();
  // The baseline on the test app's own connection: a PGlite folder opens once per process.
  const client = (ctx.store.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db = baselineDbOn(client);
  baseline = Fastify();
  registerPurchaseBaseline(baseline, {
    store: { ...db, close: async () => {} },
    sessions: sessionReaderOn(db),
    secret: TEST_SESSION_SECRET,
    cookieName: sessionCookieName(false),
  });
  await baseline.ready();
});
afterAll(async () => {
  counter.stop();
  await baseline.close();
});

const tables = [
  'sessions',
  'users',
  'classes',
  'cart_items',
  'enrolments',
  'payments',
  'simulated_payment_intents',
];

/** A statement as the store sees it: its verb, its row locks and the tables it names. */
function shape(statement: CountedStatement): string {
  const text = statement.text.toLowerCase();
  const verb = /^\s*(\w+)/.exec(text)?.[1] ?? '?';
  const locks = [...text.matchAll(/for (no key update|update)\b/g)].map((m) => m[0]);
  const named = tables.filter((t) => new RegExp(`(^|[\\s"(])${t}("|\\s|$|,|\\))`).test(text));
  return [verb, ...locks, ...named.sort()].join(' ');
}

async function purchase(inject: FastifyInstance['inject'], prefix: string) {
  // The same requests, under the baseline's prefix.
  const prefixed = (options: InjectOptions & { url: string }) =>
    inject({ ...options, url: prefix + options.url });
  const api = testApi({ app: { inject: prefixed as unknown as typeof inject } });
  const student = await ctx.createUser();
  const cls = await createClass(ctx, { availableSeats: 5 });
  const steps: string[][] = [];
  const step = async (run: () => ReturnType<typeof api.select>) => {
    const { result, statements } = await counter.during(run);
    expect(result.statusCode, result.body).toBe(200);
    steps.push(statements.map(shape));
    return result.json();
  };
  const { insertedId: cartItemId } = await step(() => api.select(student, cls.id));
  const { clientSecret } = await step(() => api.intent(student, cartItemId));
  const { id } = await step(() => api.confirm(student, clientSecret, GOOD_CARD));
  const { result } = await step(() => api.record(student, id, cartItemId));
  return { steps, classId: cls.id, paymentId: result.insertedId as string };
}

it('sends the store the same statements as the app, step by step, and really enrols', async () => {
  const app = await purchase(ctx.app.inject.bind(ctx.app), '');
  const bare = await purchase(baseline.inject.bind(baseline), SAME_SQL_PREFIX);
  // Who is asking is the viewer's business (the app may cache it); the baseline reads it once per request.
  const withoutSession = (steps: string[][]) =>
    steps.map((step) => step.filter((s) => !/\bsessions\b/.test(s)));
  expect(withoutSession(bare.steps)).toEqual(withoutSession(app.steps));
  for (const step of bare.steps)
    expect(step.filter((s) => /\bsessions\b/.test(s))).toEqual(['select sessions users']);
  expect(app.steps.flat()).toContain('select for no key update for update classes users');

  const db = ctx.store.db;
  const [seats] = await db.select().from(classes).where(eq(classes.id, bare.classId));
  expect(seats).toMatchObject({ availableSeats: 4, students: 1 });
  const [paid] = await db.select().from(payments).where(eq(payments.id, bare.paymentId));
  expect(paid).toMatchObject({ status: 'paid', classId: bare.classId });
  const [enrolled] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(eq(enrolments.paymentId, bare.paymentId));
  expect(enrolled?.n).toBe(1);
});
