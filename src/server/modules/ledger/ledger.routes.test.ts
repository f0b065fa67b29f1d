import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerPage, LedgerTotals } from '#contract/ledger';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { eq } from 'drizzle-orm';
import { classes, users } from '#server/db/schema';
import { createClass, GOOD_CARD, testApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';
import { asCents } from '#server/money';

const DAY = 86_400_000;
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);
let ctx: TestContext;
afterAll(() => ctx.close());

/** A day in the school's zone, YYYY-MM-DD. */
const schoolDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(at);

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? { origin: 'http://localhost' }, payload });

/** RFC 4180 as the CSV writer writes it: every cell quoted, CRLF line ends, a byte order mark first. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  let row: string[] = [];
  cell.lastIndex = 1;
  for (let match = cell.exec(text); match; match = cell.exec(text)) {
    row.push(match[1]!.replaceAll('""', '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  expect(cell.lastIndex === 0 && row.length === 0).toBe(true);
  return rows;
}

const world = {} as {
  admin: TestUser;
  instructor: TestUser;
  other: TestUser;
  ana: TestUser;
  ben: TestUser;
  cleo: TestUser;
  dev: TestUser;
  today: string;
  earlier: string;
  payments: Record<'ana' | 'ben' | 'cleo' | 'dev', string>;
};

async function pay(who: TestUser, classId: string, code?: string): Promise<string> {
  const api = testApi(ctx);
  const selected = await api.select(who, classId);
  expect(selected.statusCode, selected.body).toBe(200);
  const itemId = selected.json().insertedId as string;
  if (code) {
    const applied = await send('PUT', `/api/carts/${itemId}/coupon`, who, { code });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const intent = await api.intent(who, itemId);
  expect(intent.statusCode, intent.body).toBe(200);
  const confirmed = await api.confirm(who, intent.json().clientSecret, GOOD_CARD);
  const recorded = await api.record(who, confirmed.json().id, itemId);
  expect(recorded.statusCode, recorded.body).toBe(200);
  return recorded.json().result.insertedId as string;
}

async function refund(paymentId: string, amount: number, reason: string) {
  const res = await send('POST', `/api/payments/${paymentId}/refunds`, world.admin, { amount, reason });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * One school's money, made once for the file (the tests only read): Ana paid $40 45 days ago; Ben paid $40 and
 * got $10 back; Cleo paid $25 and got it all back; Dev paid $20 for German with a 20% coupon; the instructor
 * was paid $10. The commission is the default 20%.
 */
beforeAll(async () => {
  ctx = await createTestApp({ now, authRateLimit: false });
  world.admin = await ctx.createUser('admin');
  world.instructor = await ctx.createUser('instructor', { name: 'Ines Teacher' });
  world.other = await ctx.createUser('instructor', { name: 'Otto Other' });
  world.ana = await ctx.createUser('user', { name: 'Ana Alvarez' });
  world.ben = await ctx.createUser('user', { name: 'Ben Brown' });
  world.cleo = await ctx.createUser('user', { name: 'Cleo Clark' });
  world.dev = await ctx.createUser('user', { name: '=HYPERLINK("http://evil.example")' });
  const spanish = await createClass(ctx, {
    instructorId: world.instructor.id,
    name: 'Spanish A1',
    price: 40,
  });
  const german = await createClass(ctx, { instructorId: world.other.id, name: 'German B2', price: 25 });
  const coupon = await send('POST', '/api/coupons', world.admin, {
    code: 'SAVE20',
    kind: 'percent',
    percentOff: 20,
  });
  expect(coupon.statusCode, coupon.body).toBe(201);

  clock.offsetMs = -45 * DAY;
  world.earlier = schoolDay(now());
  const ana = await pay(world.ana, spanish.id);
  clock.offsetMs = 0;
  world.today = schoolDay(now());
  const ben = await pay(world.ben, spanish.id);
  await refund(ben, 10, 'Missed the first week');
  const cleo = await pay(world.cleo, german.id);
  await refund(cleo, 25, 'Moved abroad');
  const dev = await pay(world.dev, german.id, 'SAVE20');
  world.payments = { ana, ben, cleo, dev };

  const payout = await send('POST', '/api/payouts', world.admin, {
    instructorId: world.instructor.id,
    amount: 10,
    paidOn: world.today,
    reference: 'TR-0001',
  });
  expect(payout.statusCode, payout.body).toBe(201);
});

async function ledger(query = ''): Promise<LedgerPage> {
  const res = await send('GET', `/api/ledger${query}`, world.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LedgerPage;
}

const noMoney: LedgerTotals = {
  payments: 0,
  refunds: 0,
  payouts: 0,
  gross: 0,
  discounts: 0,
  refunded: 0,
  net: 0,
  commission: 0,
  paidOut: 0,
};

/** Each entry as kind, who and amount: what an admin reads in a row. */
const summary = (entries: LedgerEntry[]) =>
  entries.map((e) => `${e.kind} ${e.student?.name ?? e.instructor?.name} ${e.amount}`);

describe('the ledger', () => {
  it('lists every payment, refund and payout, newest first, with the totals', async () => {
    const page = await ledger();
    expect(summary(page.entries)).toEqual([
      'payout Ines Teacher 10',
      'payment =HYPERLINK("http://evil.example") 20',
      'refund Cleo Clark 25',
      'payment Cleo Clark 25',
      'refund Ben Brown 10',
      'payment Ben Brown 40',
      'payment Ana Alvarez 40',
    ]);
    // Commission: 8 + 8 + 5 + 4 taken; Ben's $10 gives back 2 (the instructor's $32 loses 8), Cleo's all 5.
    expect(page.totals).toEqual({
      payments: 4,
      refunds: 2,
      payouts: 1,
      gross: 125,
      discounts: 5,
      refunded: 35,
      net: 90,
      commission: 18,
      paidOut: 10,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('shows a payment with its class, instructor, student, status, coupon and discount', async () => {
    const { entries } = await ledger();
    const dev = entries.find((e) => e._id === `payment-${world.payments.dev}`);
    expect(dev).toMatchObject({
      kind: 'payment',
      status: 'paid',
      className: 'German B2',
      instructor: { name: 'Otto Other', email: world.other.email },
      student: { name: world.dev.name, email: world.dev.email },
      coupon: 'SAVE20',
      discount: 5,
      amount: 20,
      commission: 4,
      reason: null,
    });
    expect(dev!.localTime).toMatch(new RegExp(`^${world.today} \\d{2}:\\d{2}$`));

    const benRefund = entries.find((e) => e.kind === 'refund' && e.student?.name === 'Ben Brown');
    expect(benRefund).toMatchObject({
      status: 'partially_refunded',
      className: 'Spanish A1',
      amount: 10,
      commission: 2,
      reason: 'Missed the first week',
    });
    expect(benRefund!.reference).toMatch(/^CN-\d{4}-\d{6}$/);
    const cleo = entries.filter((e) => e.student?.name === 'Cleo Clark');
    expect(cleo.map((e) => e.status)).toEqual(['refunded', 'refunded']);

    const payout = entries.find((e) => e.kind === 'payout');
    expect(payout).toMatchObject({
      status: null,
      className: null,
      student: null,
      instructor: { name: 'Ines Teacher', email: world.instructor.email },
      amount: 10,
      reference: 'TR-0001',
    });
  });

  it('filters by day in the school’s zone, kind, status, class, instructor and student, combined', async () => {
    const old = await ledger(`?to=${world.earlier}`);
    expect(summary(old.entries)).toEqual(['payment Ana Alvarez 40']);
    expect(old.totals).toEqual({ ...noMoney, payments: 1, gross: 40, net: 40, commission: 8 });

    const recent = await ledger(`?from=${world.today}&to=${world.today}`);
    expect(recent.entries).toHaveLength(6);
    expect(recent.totals).toMatchObject({ payments: 3, gross: 85, refunded: 35, paidOut: 10 });

    expect(summary((await ledger('?kind=refund')).entries)).toEqual([
      'refund Cleo Clark 25',
      'refund Ben Brown 10',
    ]);
    expect(summary((await ledger('?status=partially_refunded')).entries)).toEqual([
      'refund Ben Brown 10',
      'payment Ben Brown 40',
    ]);
    expect((await ledger('?class=german')).totals).toMatchObject({ payments: 2, gross: 45, refunded: 25 });
    // The instructor's payout is theirs too; by email as well as by name.
    const ines = await ledger(`?instructor=${encodeURIComponent(world.instructor.email)}`);
    expect(ines.totals).toMatchObject({ payments: 2, refunds: 1, payouts: 1, gross: 80, paidOut: 10 });
    expect(summary((await ledger('?student=ana%20alv')).entries)).toEqual(['payment Ana Alvarez 40']);
    expect(summary((await ledger(`?student=${world.cleo.email}`)).entries)).toHaveLength(2);

    const combined = await ledger(`?from=${world.today}&kind=payment&class=spanish&student=b`);
    expect(summary(combined.entries)).toEqual(['payment Ben Brown 40']);
    expect(combined.totals).toEqual({ ...noMoney, payments: 1, gross: 40, net: 40, commission: 8 });

    const none = await ledger('?student=%25');
    expect(none.entries).toEqual([]);
    expect(none.totals).toEqual(noMoney);
  });

  it('pages with a cursor while the totals cover every matching row', async () => {
    const first = await ledger('?limit=3');
    expect(first.entries).toHaveLength(3);
    expect(first.totals.gross).toBe(125);
    const second = await ledger(`?limit=3&cursor=${first.nextCursor}`);
    const third = await ledger(`?limit=3&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect(second.totals).toEqual(first.totals);
    const all = [...first.entries, ...second.entries, ...third.entries];
    expect(all).toEqual((await ledger()).entries);
  });

  it('exports exactly the filtered rows as CSV, whose columns add up to the totals', async () => {
    for (const query of ['', '?class=german', `?from=${world.today}&kind=payment`]) {
      const page = await ledger(query);
      const res = await send('GET', `/api/ledger.csv${query}`, world.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = parseCsv(res.body);
      expect(header).toEqual([
        'Date (America/Los_Angeles)',
        'Kind',
        'Payment status',
        'Class',
        'Instructor',
        'Instructor email',
        'Student',
        'Student email',
        'Coupon',
        'Discount',
        'Paid',
        'Refunded',
        'Paid out',
        'Commission',
        'Commission given back',
        'Reference',
        'Reason',
      ]);
      expect(rows).toHaveLength(page.entries.length);
      const column = (name: string) => header!.indexOf(name);
      const sum = (name: string) =>
        rows.reduce((total, row) => total + Math.round(Number(row[column(name)] || 0) * 100), 0) / 100;
      expect({
        gross: sum('Paid'),
        discounts: sum('Discount'),
        refunded: sum('Refunded'),
        net: (Math.round(sum('Paid') * 100) - Math.round(sum('Refunded') * 100)) / 100,
        commission:
          (Math.round(sum('Commission') * 100) - Math.round(sum('Commission given back') * 100)) / 100,
        paidOut: sum('Paid out'),
      }).toEqual({
        gross: page.totals.gross,
        discounts: page.totals.discounts,
        refunded: page.totals.refunded,
        net: page.totals.net,
        commission: page.totals.commission,
        paidOut: page.totals.paidOut,
      });
      expect(rows.map((row) => row[column('Kind')]!.toLowerCase())).toEqual(page.entries.map((e) => e.kind));
      for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  });

  it('writes amounts with two decimals and defuses a student name that starts with =', async () => {
    const res = await send('GET', '/api/ledger.csv?kind=payment&class=german', world.admin);
    const [, devRow, cleoRow] = parseCsv(res.body);
    expect(devRow!.slice(1, 15)).toEqual([
      'Payment',
      'Paid',
      'German B2',
      'Otto Other',
      world.other.email,
      `'=HYPERLINK("http://evil.example")`,
      world.dev.email,
      'SAVE20',
      '5.00',
      '20.00',
      '',
      '',
      '4.00',
      '',
    ]);
    expect(cleoRow!.slice(1, 3)).toEqual(['Payment', 'Refunded']);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('refuses bad filters with 400 and a message', async () => {
    const cases: [string, string][] = [
      [`?from=${world.today}&to=${world.earlier}`, 'from must not be after to'],
      ['?status=pending', 'status must be one of paid, partially_refunded, refunded'],
      ['?kind=gift', 'kind must be one of payment, refund, payout'],
      ['?from=2026-02-30', 'from must be a real date written YYYY-MM-DD'],
      ['?limit=0', 'limit must be a whole number from 1 to 200'],
      ['?cursor=abc', 'cursor must be a nextCursor from the page before'],
    ];
    for (const [query, message] of cases) {
      const res = await send('GET', `/api/ledger${query}`, world.admin);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error), query).toContain(message);
    }
    const csv = await send('GET', `/api/ledger.csv?from=${world.today}&to=${world.earlier}`, world.admin);
    expect(csv.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/ledger', '/api/ledger.csv']) {
      expect((await send('GET', url)).statusCode).toBe(401);
      for (const who of [world.ana, world.instructor])
        expect((await send('GET', url, who)).statusCode).toBe(403);
    }
  });

  // Last: it adds money to the school the other tests read.
  it('shows a payment refunded instead of enrolling as a payment and its refund, earning no commission', async () => {
    const italian = await createClass(ctx, { instructorId: world.other.id, name: 'Italian C1', price: 30 });
    const api = testApi(ctx);
    const { transactionId, cartItemId } = await api.payUpToRecord(world.ana, italian.id);
    await ctx.store.db
      .update(classes)
      .set({ priceCents: asCents(3500) })
      .where(eq(classes.id, italian.id));
    expect((await api.record(world.ana, transactionId, cartItemId)).statusCode).toBe(409);

    const page = await ledger('?class=italian');
    expect(page.entries.map((e) => [e.kind, e.status, e.amount, e.commission, e.reason])).toEqual([
      ['refund', 'refunded', 30, 0, 'Refunded at once: the price changed during payment'],
      ['payment', 'refunded', 30, 0, null],
    ]);
    expect(page.totals).toMatchObject({ gross: 30, refunded: 30, net: 0, commission: 0 });
  });

  it('finds a student or instructor by name ignoring case and accents', async () => {
    const renamed = async (id: string, name: string) =>
      ctx.store.db.update(users).set({ name }).where(eq(users.id, id));
    await renamed(world.ben.id, 'María José Fernández');
    await renamed(world.instructor.id, 'Inés Teacher');
    try {
      const maria = await ledger('?student=maria%20jose');
      expect(summary(maria.entries)).toEqual([
        'refund María José Fernández 10',
        'payment María José Fernández 40',
      ]);
      expect((await ledger('?student=FERNANDEZ')).entries).toHaveLength(2);
      expect((await ledger('?student=Mar%C3%ADa%20Jos%C3%A9')).entries).toHaveLength(2);
      expect((await ledger('?instructor=ines%20teacher')).totals).toMatchObject({ payments: 2, payouts: 1 });
      expect((await ledger('?class=SPANISH%20a1')).totals).toMatchObject({ payments: 2 });
    } finally {
      await renamed(world.ben.id, 'Ben Brown');
      await renamed(world.instructor.id, 'Ines Teacher');
    }
  });
});
