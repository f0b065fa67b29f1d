import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { enrolments, payments } from '#server/db/schema';
import { classRow, createClass, GOOD_CARD, testApi, type TestApi } from '#server/testing/fixtures';
import { createSecondApp, createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

const STUDENTS = 30;
const SEATS = 5;
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now, authRateLimit: false });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.offsetMs = 0;
  await ctx.store.reset();
});

type Api = TestApi;

/** One student's whole purchase: ask to pay, confirm the card, record. Every status seen is returned. */
async function purchase(api: Api, student: TestUser, cartItemId: string) {
  const statuses: number[] = [];
  const intent = await api.intent(student, cartItemId);
  statuses.push(intent.statusCode);
  if (intent.statusCode !== 200) return { statuses, enrolled: false };
  const confirmed = await api.confirm(student, intent.json().clientSecret, GOOD_CARD);
  statuses.push(confirmed.statusCode);
  const recorded = await api.record(student, confirmed.json().id, cartItemId);
  statuses.push(recorded.statusCode);
  return { statuses, enrolled: recorded.statusCode === 200 };
}

async function studentsWithCartItems(classId: string, apis: Api[]) {
  const students = await Promise.all(Array.from({ length: STUDENTS }, () => ctx.createUser()));
  return Promise.all(
    students.map(async (student, i) => {
      const res = await apis[i % apis.length]!.select(student, classId);
      expect(res.statusCode).toBe(200);
      return { student, api: apis[i % apis.length]!, cartItemId: res.json().insertedId as string };
    }),
  );
}

async function expectExactlyFiveEnrolled(
  classId: string,
  results: { statuses: number[]; enrolled: boolean }[],
) {
  const all = results.flatMap((r) => r.statuses);
  expect(all.filter((s) => s >= 500)).toEqual([]);
  expect(results.filter((r) => r.enrolled)).toHaveLength(SEATS);
  const [enrolled] = await ctx.store.db
    .select({ n: count() })
    .from(enrolments)
    .where(eq(enrolments.classId, classId));
  expect(enrolled?.n).toBe(SEATS);
  const [paid] = await ctx.store.db.select({ n: count() }).from(payments).where(eq(payments.status, 'paid'));
  expect(paid?.n).toBe(SEATS);
  expect(await classRow(ctx, classId)).toMatchObject({ availableSeats: 0, students: SEATS });
}

async function raceForSeats(apis: Api[]) {
  const cls = await createClass(ctx, { availableSeats: SEATS, students: 0 });
  const buyers = await studentsWithCartItems(cls.id, apis);
  const results = await Promise.all(buyers.map((b) => purchase(b.api, b.student, b.cartItemId)));
  await expectExactlyFiveEnrolled(cls.id, results);
  // Holds decide who may pay: the other 25 were told at once, before any card was charged.
  expect(results.filter((r) => r.statuses[0] === 200)).toHaveLength(SEATS);
  expect(results.filter((r) => r.statuses[0] === 409)).toHaveLength(STUDENTS - SEATS);
}

/** Every hold has expired, so only the conditional seat update stands between 30 payments and 5 seats. */
async function raceWithExpiredHolds(apis: Api[]) {
  const cls = await createClass(ctx, { availableSeats: SEATS, students: 0 });
  const buyers = await studentsWithCartItems(cls.id, apis);
  const paid: { buyer: (typeof buyers)[number]; transactionId: string }[] = [];
  for (const buyer of buyers) {
    clock.offsetMs += 11 * 60_000;
    const intent = await buyer.api.intent(buyer.student, buyer.cartItemId);
    expect(intent.statusCode).toBe(200);
    const confirmed = await buyer.api.confirm(buyer.student, intent.json().clientSecret, GOOD_CARD);
    paid.push({ buyer, transactionId: confirmed.json().id });
  }
  clock.offsetMs += 11 * 60_000;
  const recorded = await Promise.all(
    paid.map(({ buyer, transactionId }) => buyer.api.record(buyer.student, transactionId, buyer.cartItemId)),
  );
  const results = recorded.map((r) => ({ statuses: [r.statusCode], enrolled: r.statusCode === 200 }));
  await expectExactlyFiveEnrolled(cls.id, results);
  expect(recorded.filter((r) => r.statusCode === 409)).toHaveLength(STUDENTS - SEATS);
  const [refunded] = await ctx.store.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.status, 'refunded'));
  expect(refunded?.n).toBe(STUDENTS - SEATS);
}

describe(`the race for ${SEATS} seats between ${STUDENTS} students (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ends with exactly 5 enrolments, seats 0 and students +5, with no 5xx', async () => {
    await raceForSeats([testApi(ctx)]);
  });

  it('refunds all but 5 when 30 payments arrive at once after their holds expired', async () => {
    await raceWithExpiredHolds([testApi(ctx)]);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('the race across two servers sharing one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof createSecondApp>>;
  beforeAll(async () => {
    second = await createSecondApp(ctx, { now, authRateLimit: false });
  });
  afterAll(() => second.close());

  const apis = () => [testApi(ctx), testApi(second)];

  it('ends with exactly 5 enrolments, seats 0 and students +5, with no 5xx', async () => {
    await raceForSeats(apis());
  });

  it('refunds all but 5 when 30 payments arrive at once after their holds expired', async () => {
    await raceWithExpiredHolds(apis());
  });
});
