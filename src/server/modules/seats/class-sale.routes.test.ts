import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLASS_ENDED, CLASS_STARTED } from '#contract/class-sale';
import {
  cartItems,
  classes,
  classSessions,
  outgoingMails,
  payments,
  waitlistEntries,
} from '#server/db/schema';
import { createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { waitlistServiceOf } from '#server/testing/waitlist-service';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp({ now, authRateLimit: false });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.offsetMs = 0;
  await ctx.store.reset();
});

/** `count` weekly one-hour sessions, the first `firstInDays` days from now (negative: in the past). */
async function scheduleSessions(classId: string, firstInDays: number, count: number) {
  const first = Date.now() + firstInDays * DAY;
  await ctx.store.db.insert(classSessions).values(
    Array.from({ length: count }, (_, i) => ({
      classId,
      startsAt: new Date(first + i * 7 * DAY),
      endsAt: new Date(first + i * 7 * DAY + HOUR),
    })),
  );
}

const setLateJoining = async (lateJoining: boolean) => {
  const admin = await ctx.createUser('admin');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/school-settings/late-joining',
    headers: admin.headers,
    payload: { lateJoining },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().lateJoining).toBe(lateJoining);
};

const join = (who: TestUser, classId: string) => api.send('POST', `/api/classes/${classId}/waitlist`, who);

describe('an ended class is not for sale', () => {
  it('refuses Select, paying and the waitlist with 409 class_ended, and is listed last, marked ended', async () => {
    const ended = await createClass(ctx, { name: 'Ended class', price: 55 });
    await scheduleSessions(ended.id, -70, 4);
    const upcoming = await createClass(ctx, { name: 'Upcoming class', price: 30 });
    await scheduleSessions(upcoming.id, 3, 4);
    const student = await ctx.createUser();

    const select = await api.select(student, ended.id);
    expect(select.statusCode).toBe(409);
    expect(select.json().error).toEqual({ code: 'class_ended', message: CLASS_ENDED });
    const waitlist = await join(student, ended.id);
    expect(waitlist.statusCode).toBe(409);
    expect(waitlist.json().error.code).toBe('class_ended');

    const list = (await api.send('GET', '/api/classes?sort=price-desc')).json() as {
      name: string;
      sale: { state: string; forSale: boolean };
    }[];
    expect(list.map((c) => [c.name, c.sale.state, c.sale.forSale])).toEqual([
      ['Upcoming class', 'upcoming', true],
      ['Ended class', 'ended', false],
    ]);
    const hidden = (await api.send('GET', '/api/classes?ended=hide')).json() as { name: string }[];
    expect(hidden.map((c) => c.name)).toEqual(['Upcoming class']);
    const page = (await api.send('GET', `/api/classes/${ended.id}`)).json();
    expect(page.sale).toEqual({
      state: 'ended',
      forSale: false,
      sessionsTotal: 4,
      sessionsLeft: 0,
      price: 55,
      note: CLASS_ENDED,
    });
  });

  it('refuses to pay for a class selected before it ended, and refunds a payment that arrives after', async () => {
    const cls = await createClass(ctx, { price: 55 });
    await scheduleSessions(cls.id, 1, 1);
    const student = await ctx.createUser();
    const paying = await api.payUpToRecord(student, cls.id);
    const other = await ctx.createUser();
    const otherItem = (await api.select(other, cls.id)).json().insertedId as string;

    // Two days on, its one session is over.
    clock.offsetMs = 2 * DAY;
    const intent = await api.intent(other, otherItem);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().error).toEqual({ code: 'class_ended', message: CLASS_ENDED });

    const recorded = await api.record(student, paying.transactionId, paying.cartItemId);
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().error.code).toBe('class_ended');
    const [payment] = await ctx.store.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, paying.transactionId));
    expect(payment).toMatchObject({
      status: 'refunded',
      refundReason: 'class-ended',
      amountRefundedCents: 5500,
    });
  });
});

describe('a running class follows the school’s late-joining setting', () => {
  it('is refused while late joining is off (the default)', async () => {
    const cls = await createClass(ctx, { price: 55 });
    await scheduleSessions(cls.id, -33, 16);
    const student = await ctx.createUser();
    const select = await api.select(student, cls.id);
    expect(select.statusCode).toBe(409);
    expect(select.json().error).toEqual({ code: 'class_started', message: CLASS_STARTED });
    const page = (await api.send('GET', `/api/classes/${cls.id}`)).json();
    expect(page.sale).toMatchObject({
      state: 'running',
      forSale: false,
      sessionsLeft: 11,
      sessionsTotal: 16,
    });
  });

  it('sells the sessions left at their share of the price once late joining is on', async () => {
    await setLateJoining(true);
    const cls = await createClass(ctx, { price: 55 });
    // 5 of 16 weekly sessions have taken place: 11 left, 55 × 11 / 16 = 37.8125, so $37.81.
    await scheduleSessions(cls.id, -33, 16);
    const student = await ctx.createUser();
    const page = (await api.send('GET', `/api/classes/${cls.id}`)).json();
    expect(page.sale).toEqual({
      state: 'running',
      forSale: true,
      sessionsTotal: 16,
      sessionsLeft: 11,
      price: 37.81,
      note: 'Joins late: 11 of 16 sessions left, $37.81 instead of $55.00.',
    });
    expect(page.refundTerms.kind).toBe('dated');

    const select = await api.select(student, cls.id);
    expect(select.statusCode).toBe(200);
    const cartItemId = select.json().insertedId as string;
    const [item] = (await api.cart(student)).json() as { sale: { price: number } }[];
    expect(item!.sale.price).toBe(37.81);
    const intent = await api.intent(student, cartItemId);
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toBe(37.81);
    const confirmed = await api.confirm(student, intent.json().clientSecret as string);
    const recorded = await api.record(student, confirmed.json().id as string, cartItemId);
    expect(recorded.statusCode).toBe(200);
    const [payment] = await ctx.store.db.select().from(payments).where(eq(payments.classId, cls.id));
    expect(payment).toMatchObject({ status: 'paid', priceCents: 3781 });
  });
});

describe('the waitlist of a class that stops selling', () => {
  it('withdraws a pending offer once the class has ended, ends its hold and tells the student', async () => {
    const cls = await createClass(ctx, { availableSeats: 0, students: 1 });
    // One session, in two hours: it ends before the offer (24 hours) runs out.
    await scheduleSessions(cls.id, 2 / 24, 1);
    const student = await ctx.createUser('user', { name: 'Waiting Wanda' });
    expect((await join(student, cls.id)).statusCode).toBe(201);
    // A seat frees: it is offered to the student.
    await ctx.store.db.update(classes).set({ availableSeats: 1 }).where(eq(classes.id, cls.id));
    const waitlist = waitlistServiceOf(ctx.store.db, now);
    expect(await waitlist.runOnce()).toBe(1);
    const [offered] = await ctx.store.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, cls.id));
    expect(offered!.status).toBe('offered');

    // The class ends before the student pays: the job withdraws the offer.
    clock.offsetMs = 4 * HOUR;
    expect(await waitlist.runOnce()).toBe(0);
    const [withdrawn] = await ctx.store.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, cls.id));
    expect(withdrawn!.status).toBe('withdrawn');
    const [item] = await ctx.store.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.classId, cls.id), eq(cartItems.userId, student.id)));
    expect(item!.holdExpiresAt!.getTime()).toBeLessThanOrEqual(now().getTime());
    const mails = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.to, student.email), eq(outgoingMails.kind, 'waitlist-withdrawn')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('withdrawn');
    expect(await api.send('GET', '/api/me/waitlist', student).then((r) => r.json())).toEqual([]);
  });
});

describe('the refund policy before paying', () => {
  it('dates the full and partial refund from the first session on the class and the cart', async () => {
    const cls = await createClass(ctx, { price: 89 });
    await scheduleSessions(cls.id, 20, 2);
    const first = (await api.send('GET', `/api/classes/${cls.id}`)).json();
    const firstAt = Date.parse(first.firstSessionAt as string);
    const utc = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(new Date(ms));
    expect(first.refundTerms).toEqual({
      kind: 'dated',
      steps: [
        { until: new Date(firstAt - 7 * DAY).toISOString(), percent: 100, amount: 89 },
        { until: new Date(firstAt - DAY).toISOString(), percent: 50, amount: 44.5 },
      ],
      // A class without a zone of its own, and no `tz`: the dates in UTC, named.
      text: `Full refund until ${utc(firstAt - 7 * DAY)}; 50% ($44.50) until ${utc(firstAt - DAY)}; none after.`,
      today: 'If you cancel today you get a full refund.',
    });
    const student = await ctx.createUser();
    await api.select(student, cls.id);
    const [item] = (await api.cart(student)).json() as { refundTerms: unknown }[];
    expect(item!.refundTerms).toEqual(first.refundTerms);
    // In the reader's zone when asked.
    const tokyo = (await api.send('GET', `/api/classes/${cls.id}?tz=Asia/Tokyo`)).json();
    expect(tokyo.refundTerms.text).toMatch(
      /^Full refund until .+ GMT\+9; 50% \(\$44\.50\) until .+ GMT\+9; none after\.$/,
    );
    const bad = await api.send('GET', `/api/classes/${cls.id}?tz=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
  });
});
