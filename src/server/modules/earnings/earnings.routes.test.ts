import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyEarnings, PayoutsOverview } from '#contract/earnings';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { classes, payouts, saleEarnings } from '#server/db/schema';
import { createClass, testApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';
import { asCents } from '#server/money';

const DAY = 86_400_000;
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

const monthOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) {
  return ctx.app.inject({ method, url, headers: who.headers, payload });
}

/** A student's whole purchase of a class, recorded; answers the payment's id. */
async function buy(classId: string, student?: TestUser): Promise<string> {
  const buyer = student ?? (await ctx.createUser());
  return (await testApi(ctx).buy(buyer, classId)).paymentId;
}

async function earningsOf(instructor: TestUser): Promise<MyEarnings> {
  const res = await send('GET', '/api/earnings', instructor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function overview(admin: TestUser): Promise<PayoutsOverview> {
  const res = await send('GET', '/api/payouts', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const payout = (admin: TestUser, instructorId: string, amount: number, reference = 'TR-2026-11') =>
  send('POST', '/api/payouts', admin, { instructorId, amount, paidOn: '2026-11-20', reference });

describe('what a sale earns', () => {
  it('records the gross, the commission at the rate of the sale rounded half up, and the net', async () => {
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 49.99 });
    const paymentId = await buy(cls.id);

    const [row] = await ctx.store.db.select().from(saleEarnings).where(eq(saleEarnings.paymentId, paymentId));
    // 20% of $49.99 is $9.998: the commission is $10.00, the instructor's net $39.99.
    expect(row).toMatchObject({
      instructorId: instructor.id,
      grossCents: 4999,
      commissionPercent: 20,
      commissionCents: 1000,
      netCents: 3999,
    });
    const mine = await earningsOf(instructor);
    expect(mine.totals).toEqual({
      sales: 1,
      gross: 49.99,
      refunded: 0,
      commission: 10,
      net: 39.99,
      paidOut: 0,
      owed: 39.99,
    });
  });

  it('charges a new rate only to later sales: sales made before keep theirs', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 30 });
    await buy(cls.id);

    const changed = await send('PUT', '/api/school-settings/commission', admin, { commissionPercent: 15 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ commissionPercent: 15 });
    await buy(cls.id);

    const rows = await ctx.store.db.select().from(saleEarnings).orderBy(saleEarnings.createdAt);
    expect(rows.map((r) => [r.commissionPercent, r.commissionCents, r.netCents])).toEqual([
      [20, 600, 2400],
      [15, 450, 2550],
    ]);
    const mine = await earningsOf(instructor);
    expect(mine.commissionPercent).toBe(15);
    expect(mine.totals).toMatchObject({ sales: 2, gross: 60, commission: 10.5, net: 49.5, owed: 49.5 });
  });

  it('sums sales per class and per month, each instructor seeing only their own', async () => {
    const instructor = await ctx.createUser('instructor');
    const other = await ctx.createUser('instructor');
    const spanish = await createClass(ctx, { instructorId: instructor.id, name: 'Spanish A1', price: 20 });
    const german = await createClass(ctx, { instructorId: instructor.id, name: 'German A1', price: 12.5 });
    const theirs = await createClass(ctx, { instructorId: other.id, name: 'Polish A1', price: 99 });

    clock.offsetMs = -45 * DAY;
    const earlier = monthOf(now());
    await buy(spanish.id);
    await buy(german.id);
    clock.offsetMs = 0;
    const later = monthOf(now());
    await buy(spanish.id);
    await buy(theirs.id);

    const mine = await earningsOf(instructor);
    expect(mine.byClass).toEqual([
      {
        classId: spanish.id,
        className: 'Spanish A1',
        sales: 2,
        gross: 40,
        refunded: 0,
        commission: 8,
        net: 32,
      },
      {
        classId: german.id,
        className: 'German A1',
        sales: 1,
        gross: 12.5,
        refunded: 0,
        commission: 2.5,
        net: 10,
      },
    ]);
    expect(mine.byMonth).toEqual([
      { month: later, sales: 1, gross: 20, refunded: 0, commission: 4, net: 16 },
      { month: earlier, sales: 2, gross: 32.5, refunded: 0, commission: 6.5, net: 26 },
    ]);
    expect(mine.totals).toMatchObject({ sales: 3, gross: 52.5, commission: 10.5, net: 42 });

    const theirsSeen = await earningsOf(other);
    expect(theirsSeen.byClass.map((c) => c.className)).toEqual(['Polish A1']);
    expect(theirsSeen.totals).toMatchObject({ sales: 1, net: 79.2 });
  });

  it('earns nothing from a payment refunded at once, nor from a free enrolment', async () => {
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 25 });
    const api = testApi(ctx);
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    // The price changed while the student paid: the payment is refunded instead of enrolling.
    await ctx.store.db
      .update(classes)
      .set({ priceCents: asCents(3000) })
      .where(eq(classes.id, cls.id));
    const recorded = await api.record(student, transactionId, cartItemId);
    expect(recorded.statusCode, recorded.body).toBe(409);

    const free = await createClass(ctx, { instructorId: instructor.id, price: 0 });
    const selected = await api.select(student, free.id);
    const enrolled = await api.send('POST', `/api/carts/${selected.json().insertedId}/enrol-free`, student);
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    expect(await ctx.store.db.select().from(saleEarnings)).toEqual([]);
    expect((await earningsOf(instructor)).totals).toMatchObject({ sales: 0, net: 0, owed: 0 });
  });

  it('takes back the whole net of a sale whose payment was refunded', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 40 });
    const student = await ctx.createUser();
    await buy(cls.id);
    await buy(cls.id, student);

    const deleted = await send('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const mine = await earningsOf(instructor);
    expect(mine.totals).toMatchObject({
      sales: 2,
      gross: 40,
      refunded: 40,
      commission: 8,
      net: 32,
      owed: 32,
    });
  });

  it('refuses a commission outside 0-100 or with a fraction, and lets only admins change it', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    for (const commissionPercent of [-1, 101, 12.5, '20']) {
      const res = await send('PUT', '/api/school-settings/commission', admin, { commissionPercent });
      expect(res.statusCode, String(commissionPercent)).toBe(400);
    }
    expect(
      (await send('PUT', '/api/school-settings/commission', instructor, { commissionPercent: 0 })).statusCode,
    ).toBe(403);
    const read = await send('GET', '/api/school-settings/commission', admin);
    expect(read.json()).toEqual({ commissionPercent: 20 });
  });
});

describe('payouts', () => {
  it("shows each instructor's balance, records a payout and lowers what is owed", async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor', { name: 'Ines Instructor' });
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 50 });
    await buy(cls.id);
    await buy(cls.id);

    expect((await overview(admin)).balances).toEqual([
      {
        instructorId: instructor.id,
        name: 'Ines Instructor',
        email: instructor.email,
        earned: 80,
        paidOut: 0,
        owed: 80,
      },
    ]);
    const paid = await payout(admin, instructor.id, 30.25);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      instructorId: instructor.id,
      instructorName: 'Ines Instructor',
      instructorEmail: instructor.email,
      amount: 30.25,
      paidOn: '2026-11-20',
      reference: 'TR-2026-11',
    });

    const after = await overview(admin);
    expect(after.balances[0]).toMatchObject({ earned: 80, paidOut: 30.25, owed: 49.75 });
    expect(after.payouts).toHaveLength(1);
    const mine = await earningsOf(instructor);
    expect(mine.totals).toMatchObject({ net: 80, paidOut: 30.25, owed: 49.75 });
    expect(mine.payouts.map((p) => p.amount)).toEqual([30.25]);
  });

  it('never pays more than is owed, and says how much is', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor', { name: 'Ines Instructor' });
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 25 });
    await buy(cls.id);

    const tooMuch = await payout(admin, instructor.id, 20.01);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'Only $20.00 is owed to Ines Instructor: a payout cannot be more.',
    );
    expect((await payout(admin, instructor.id, 20)).statusCode).toBe(201);
    const nothing = await payout(admin, instructor.id, 0.01);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('Nothing is owed to Ines Instructor.');
    expect(await ctx.store.db.select().from(payouts)).toHaveLength(1);
  });

  it('refuses a payout dated in the future, to nobody, or of no money', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 25 });
    await buy(cls.id);

    const future = await send('POST', '/api/payouts', admin, {
      instructorId: instructor.id,
      amount: 1,
      paidOn: '2099-01-01',
      reference: 'TR',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ paidOn: 'The payment date cannot be in the future' });
    expect((await payout(admin, 'nobody-at-all', 1)).statusCode).toBe(404);
    expect((await payout(admin, instructor.id, 0)).statusCode).toBe(400);
    expect((await payout(admin, instructor.id, 1.005)).statusCode).toBe(400);
    expect((await payout(admin, instructor.id, 1, '   ')).statusCode).toBe(400);
  });

  it('pays once when twelve admins pay the whole amount at the same moment', async () => {
    // An admin each: one account's requests would queue behind each other on its session row.
    const admins = await Promise.all(Array.from({ length: 12 }, () => ctx.createUser('admin')));
    const instructor = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: instructor.id, price: 10 });
    await buy(cls.id);

    const answers = await Promise.all(admins.map((admin, i) => payout(admin, instructor.id, 8, `TR-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(11).fill(409)]);
    const rows = await ctx.store.db.select().from(payouts);
    expect(rows.map((r) => r.amountCents)).toEqual([800]);
    expect((await overview(admins[0]!)).balances[0]).toMatchObject({ owed: 0 });
  });

  it('exports what is owed as a CSV a spreadsheet opens as text, formulas defused', async () => {
    const admin = await ctx.createUser('admin');
    const ines = await ctx.createUser('instructor', { name: 'Inés, "la profe"' });
    const eve = await ctx.createUser('instructor', { name: '=HYPERLINK("http://evil.example")' });
    const settled = await ctx.createUser('instructor', { name: 'Paid Up' });
    await buy((await createClass(ctx, { instructorId: ines.id, price: 49.99 })).id);
    await buy((await createClass(ctx, { instructorId: eve.id, price: 10 })).id);
    await buy((await createClass(ctx, { instructorId: settled.id, price: 10 })).id);
    expect((await payout(admin, settled.id, 8)).statusCode).toBe(201);

    const res = await send('GET', '/api/payouts/owed.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payouts-owed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toBe(
      '\uFEFF"Instructor","Email","Amount owed","Currency"\r\n' +
        `"Inés, ""la profe""","${ines.email}","39.99","USD"\r\n` +
        `"'=HYPERLINK(""http://evil.example"")","${eve.email}","8.00","USD"\r\n`,
    );
  });
});
