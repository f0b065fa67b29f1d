import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enrolmentReport, monthAt, monthIndex, revenueReport } from '#contract/reports';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { classes } from '#server/db/schema';
import { createClass, testApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';
import { asCents } from '#server/money';

const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);
const ctx = useTestApp({ now, authRateLimit: false });

const zoned = (at: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, hourCycle: 'h23', ...options }).format(at);
const schoolMonthOf = (at: Date) => zoned(at, { year: 'numeric', month: '2-digit' }).slice(0, 7);

/** Midnight starting the current month in San Francisco, as an instant (the offset is -7 or -8 hours). */
function startOfSchoolMonth(): Date {
  const [year, month] = schoolMonthOf(new Date()).split('-').map(Number) as [number, number];
  for (const hours of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, 1, hours));
    if (zoned(candidate, { day: '2-digit', hour: '2-digit', minute: '2-digit' }) === '01, 00:00')
      return candidate;
  }
  throw new Error('no midnight found for the school month');
}

let admin: TestUser;
beforeEach(async () => {
  clock.offsetMs = 0;
  admin = await ctx.createUser('admin');
});

function send(method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) {
  return ctx.app.inject({ method, url, headers: who?.headers ?? { origin: 'http://localhost' }, payload });
}

/** A student's whole purchase of a class at the clock's time; answers the payment's id. */
async function buy(classId: string): Promise<string> {
  return (await testApi(ctx).buy(await ctx.createUser(), classId)).paymentId;
}

async function refund(paymentId: string, amount: number) {
  const res = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
    amount,
    reason: 'Asked for.',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function revenue(query = '') {
  const res = await send('GET', `/api/reports/revenue${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return revenueReport.parse(res.json());
}

describe('revenue per month', () => {
  it("puts a sale in the school's month it was paid and a refund in the month it was made", async () => {
    const thisMonth = schoolMonthOf(new Date());
    const lastMonth = monthAt(monthIndex(thisMonth) - 1);
    const german = await createClass(ctx, { name: 'German A1', price: 40 });
    const spanish = await createClass(ctx, { name: 'Spanish A1', price: 25 });

    // 23:30 on the last evening of last month in San Francisco: already this month in UTC.
    clock.offsetMs = startOfSchoolMonth().getTime() - 30 * 60_000 - Date.now();
    const lateSale = await buy(german.id);
    clock.offsetMs = 0;
    const sale = await buy(spanish.id);
    await refund(lateSale, 10);
    await refund(sale, 25);

    const report = await revenue();
    expect(report.to).toBe(thisMonth);
    expect(report.from).toBe(monthAt(monthIndex(thisMonth) - 11));
    expect(report.months).toHaveLength(12);
    expect(report.months.slice(-2)).toEqual([
      { month: lastMonth, sales: 1, refunds: 0, gross: 40, refunded: 0, net: 40 },
      { month: thisMonth, sales: 1, refunds: 2, gross: 25, refunded: 35, net: -10 },
    ]);
    expect(report.months.slice(0, -2).every((m) => m.sales === 0 && m.gross === 0 && m.net === 0)).toBe(true);
    expect(report.totals).toEqual({ sales: 2, refunds: 2, gross: 65, refunded: 35, net: 30 });
  });

  it('reports the months asked for, and counts nothing of a payment refunded at once instead of enrolling', async () => {
    const thisMonth = schoolMonthOf(new Date());
    const cls = await createClass(ctx, { price: 30 });
    await buy(cls.id);
    const api = testApi(ctx);
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    // The price changed while the student paid: the money goes back at once, it was never a sale.
    await ctx.store.db.update(classes).set({ priceCents: asCents(3500) }).where(eq(classes.id, cls.id));
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(409);

    const only = await revenue(`?from=${thisMonth}&to=${thisMonth}`);
    expect(only.months).toEqual([
      { month: thisMonth, sales: 1, refunds: 0, gross: 30, refunded: 0, net: 30 },
    ]);

    const before = monthAt(monthIndex(thisMonth) - 1);
    const earlier = await revenue(`?from=${monthAt(monthIndex(thisMonth) - 3)}&to=${before}`);
    expect(earlier.months.map((m) => m.month)).toHaveLength(3);
    expect(earlier.totals).toEqual({ sales: 0, refunds: 0, gross: 0, refunded: 0, net: 0 });

    const toOnly = await revenue(`?to=${thisMonth}`);
    expect(toOnly.months).toHaveLength(12);
    const fromOnly = await revenue(`?from=${before}`);
    expect(fromOnly.months.map((m) => m.month)).toEqual([before, thisMonth]);
  });

  it('refuses a month not written YYYY-MM, from after to, and more than 60 months', async () => {
    const thisMonth = schoolMonthOf(new Date());
    for (const query of [
      '?from=2026-13',
      '?to=2026-1',
      '?from=November',
      '?from=1999-12',
      '?to=2101-01',
      '?from=2026-05&to=2026-04',
      '?from=2020-01&to=2025-01',
      '?from=2000-01',
      `?from=${encodeURIComponent('2026-01\u0000')}`,
    ]) {
      const res = await send('GET', `/api/reports/revenue${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBeTruthy();
    }
    expect((await revenue('?from=2020-01&to=2024-12')).months).toHaveLength(60);
    expect((await revenue(`?to=${thisMonth}&unknown=1`)).months).toHaveLength(12);
  });
});

describe('enrolments and fill rate per class', () => {
  it('lists approved classes with enrolled students, seats and the share taken, the most enrolled first', async () => {
    const instructor = await ctx.createUser('instructor', { name: 'Ines Instructor' });
    const busy = await createClass(ctx, {
      name: 'French B1',
      instructorId: instructor.id,
      students: 3,
      availableSeats: 1,
    });
    const bought = await createClass(ctx, {
      name: 'Italian A2',
      instructorId: instructor.id,
      availableSeats: 3,
    });
    const none = await createClass(ctx, {
      name: 'Closed class',
      instructorId: instructor.id,
      availableSeats: 0,
    });
    await createClass(ctx, { name: 'Pending', status: 'pending', students: 2 });
    await createClass(ctx, { name: 'Denied', status: 'denied' });
    await buy(bought.id);

    const res = await send('GET', '/api/reports/enrolments', admin);
    expect(res.statusCode, res.body).toBe(200);
    const report = enrolmentReport.parse(res.json());
    expect(report.classes).toEqual([
      {
        classId: busy.id,
        className: 'French B1',
        instructorName: 'Ines Instructor',
        enrolled: 3,
        capacity: 4,
        fillPercent: 75,
      },
      {
        classId: bought.id,
        className: 'Italian A2',
        instructorName: 'Ines Instructor',
        enrolled: 1,
        capacity: 3,
        fillPercent: 33,
      },
      {
        classId: none.id,
        className: 'Closed class',
        instructorName: 'Ines Instructor',
        enrolled: 0,
        capacity: 0,
        fillPercent: null,
      },
    ]);
    expect(report.totals).toEqual({ enrolled: 4, capacity: 7, fillPercent: 57 });
  });

  it('answers an empty school with no classes and no fill rate', async () => {
    const res = await send('GET', '/api/reports/enrolments', admin);
    expect(res.json()).toEqual({ classes: [], totals: { enrolled: 0, capacity: 0, fillPercent: null } });
  });
});

describe('who may read the reports', () => {
  it('answers 401 to a visitor and 403 to students and instructors', async () => {
    const student = await ctx.createUser();
    const instructor = await ctx.createUser('instructor');
    for (const url of ['/api/reports/revenue', '/api/reports/enrolments']) {
      expect((await send('GET', url)).statusCode, url).toBe(401);
      expect((await send('GET', url, student)).statusCode, url).toBe(403);
      expect((await send('GET', url, instructor)).statusCode, url).toBe(403);
      expect((await send('GET', url, admin)).statusCode, url).toBe(200);
    }
  });
});
