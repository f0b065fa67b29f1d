import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_HELD_SEATS } from '#contract/carts';
import type { ClassStatus } from '#contract/classes';
import { transactionsOf } from '#server/db/transaction';
import { cartItems, classes, enrolments, payments, users } from '#server/db/schema';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { createCouponsRepository } from '#server/modules/coupons/coupons.repository';
import { createCouponRedemptions } from '#server/modules/coupons/coupons.service';
import { createCartsRepository } from '#server/modules/carts/carts.repository';
import { createPaymentsRepository } from '#server/modules/payments/payments.repository';
import { seatsRepository } from './seats.repository.js';
import { createSeatsService, type SeatsService } from './seats.service.js';
import { asCents, type Cents } from '#server/money';

let store: TestStore;
let seats: SeatsService;
const clock = { at: new Date('2026-03-01T10:00:00Z') };
const minutes = (n: number) => new Date(clock.at.getTime() + n * 60_000);

beforeAll(async () => {
  store = await createTestStore();
  seats = createSeatsService({
    transactions: transactionsOf(store.db),
    seats: seatsRepository,
    carts: createCartsRepository(store.db),
    payments: createPaymentsRepository(store.db),
    coupons: createCouponRedemptions(createCouponsRepository(store.db)),
    now: () => clock.at,
    holdMinutes: 10,
  });
});
afterAll(() => store.close());
beforeEach(async () => {
  clock.at = new Date('2026-03-01T10:00:00Z');
  await store.reset();
  await store.db
    .insert(users)
    .values({ id: 'teacher', name: 'T', email: 'teacher@example.com', role: 'instructor' });
});

let people = 0;
async function student() {
  const id = `student-${++people}`;
  await store.db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  return id;
}

async function klass(values: { seats: number; priceCents?: Cents; status?: ClassStatus }) {
  const [row] = await store.db
    .insert(classes)
    .values({
      name: 'Dutch A1',
      priceCents: values.priceCents ?? asCents(2500),
      img: '/images/classes/dutch.svg',
      instructorId: 'teacher',
      availableSeats: values.seats,
      status: values.status ?? 'approved',
    })
    .returning({ id: classes.id });
  return row!.id;
}

async function item(userId: string, classId: string) {
  const [row] = await store.db.insert(cartItems).values({ userId, classId }).returning({ id: cartItems.id });
  return row!.id;
}

async function seatsOf(classId: string) {
  const [row] = await store.db
    .select({ availableSeats: classes.availableSeats, students: classes.students })
    .from(classes)
    .where(eq(classes.id, classId));
  return row!;
}

const paid = (userId: string, classId: string, cartItemId: string | null, amountCents = asCents(2500)) => ({
  transactionId: `pi_${userId}_${classId}`,
  amountCents,
  userId,
  classId,
  className: 'Dutch A1',
  cartItemId,
});

describe('hold', () => {
  it('holds a seat for ten minutes, renewable once', async () => {
    const me = await student();
    const cls = await klass({ seats: 1 });
    const id = await item(me, cls);
    expect(await seats.hold({ userId: me, itemId: id, classId: cls })).toEqual({
      held: true,
      until: minutes(10),
      renewable: true,
    });
  });

  it('refuses the last seat while another student holds it, and gives it once that hold runs out', async () => {
    const [first, second] = [await student(), await student()];
    const cls = await klass({ seats: 1 });
    await seats.hold({ userId: first, itemId: await item(first, cls), classId: cls });
    const mine = await item(second, cls);
    expect(await seats.hold({ userId: second, itemId: mine, classId: cls })).toEqual({
      held: false,
      reason: 'held',
    });
    clock.at = minutes(11);
    expect(await seats.hold({ userId: second, itemId: mine, classId: cls })).toMatchObject({ held: true });
  });

  it(`refuses a hold beyond ${MAX_HELD_SEATS} at a time for one student`, async () => {
    const me = await student();
    for (let i = 0; i < MAX_HELD_SEATS; i++) {
      const cls = await klass({ seats: 2 });
      expect(await seats.hold({ userId: me, itemId: await item(me, cls), classId: cls })).toMatchObject({
        held: true,
      });
    }
    const cls = await klass({ seats: 2 });
    expect(await seats.hold({ userId: me, itemId: await item(me, cls), classId: cls })).toEqual({
      held: false,
      reason: 'limit',
    });
  });

  it('says full for a class with no seats, and missing for an item that is not this student’s', async () => {
    const [me, other] = [await student(), await student()];
    const full = await klass({ seats: 0 });
    expect(await seats.hold({ userId: me, itemId: await item(me, full), classId: full })).toEqual({
      held: false,
      reason: 'full',
    });
    const cls = await klass({ seats: 3 });
    expect(await seats.hold({ userId: me, itemId: await item(other, cls), classId: cls })).toEqual({
      held: false,
      reason: 'missing',
    });
  });
});

describe('release', () => {
  it('gives a held seat back at once by taking the item out of the cart', async () => {
    const [first, second] = [await student(), await student()];
    const cls = await klass({ seats: 1 });
    const held = await item(first, cls);
    await seats.hold({ userId: first, itemId: held, classId: cls });
    expect(await seats.release(first, held)).toEqual({ paymentIntentId: null, classId: cls });
    expect(await seats.hold({ userId: second, itemId: await item(second, cls), classId: cls })).toMatchObject(
      {
        held: true,
      },
    );
  });

  it("gives an enrolment's seat back without taking students below 0", async () => {
    const cls = await klass({ seats: 1 });
    await store.db.transaction((tx) => seatsRepository.releaseSeat(tx, cls));
    expect(await seatsOf(cls)).toEqual({ availableSeats: 1, students: 0 });
  });
});

describe('enrol (free) and take', () => {
  it('enrols from the cart, moves one seat to students and clears the item', async () => {
    const me = await student();
    const cls = await klass({ seats: 2, priceCents: asCents(0) });
    const id = await item(me, cls);
    expect(await seats.enrolFree(me, id)).toMatchObject({ enrolled: true });
    expect(await seatsOf(cls)).toEqual({ availableSeats: 1, students: 1 });
    expect(await store.db.select().from(cartItems)).toHaveLength(0);
  });

  it('refuses a class that costs money, and a seat other students hold', async () => {
    const [me, other] = [await student(), await student()];
    const priced = await klass({ seats: 2 });
    expect(await seats.enrolFree(me, await item(me, priced))).toEqual({
      enrolled: false,
      reason: 'not-free',
    });
    const free = await klass({ seats: 1, priceCents: asCents(0) });
    await store.db.insert(cartItems).values({ userId: other, classId: free, holdExpiresAt: minutes(5) });
    expect(await seats.enrolFree(me, await item(me, free))).toEqual({ enrolled: false, reason: 'held' });
  });
});

describe('enrol after payment, or refund', () => {
  it('records the payment, enrols the student, takes the seat and clears the same cart item', async () => {
    const me = await student();
    const cls = await klass({ seats: 1 });
    const id = await item(me, cls);
    await seats.hold({ userId: me, itemId: id, classId: cls });
    const recorded = await seats.enrolPaid(paid(me, cls, id));
    expect(recorded).toMatchObject({ status: 'paid', refundReason: null, created: true });
    expect(await seatsOf(cls)).toEqual({ availableSeats: 0, students: 1 });
    const [payment] = await store.db.select().from(payments);
    expect(payment).toMatchObject({ priceCents: 2500, userId: me, status: 'paid' });
    expect(await store.db.select().from(enrolments)).toHaveLength(1);
    expect(await store.db.select().from(cartItems)).toHaveLength(0);
  });

  it('answers a transaction recorded before as it was, changing nothing', async () => {
    const me = await student();
    const cls = await klass({ seats: 2 });
    const first = await seats.enrolPaid(paid(me, cls, await item(me, cls)));
    const again = await seats.enrolPaid(paid(me, cls, null));
    expect(again).toEqual({ ...first, created: false });
    expect(await seatsOf(cls)).toEqual({ availableSeats: 1, students: 1 });
  });

  it('refunds when the hold ran out and the last seat is held by another student, keeping the item without its hold', async () => {
    const [me, other] = [await student(), await student()];
    const cls = await klass({ seats: 1 });
    const id = await item(me, cls);
    await seats.hold({ userId: me, itemId: id, classId: cls });
    clock.at = minutes(11);
    await seats.hold({ userId: other, itemId: await item(other, cls), classId: cls });
    expect(await seats.enrolPaid(paid(me, cls, id))).toMatchObject({
      status: 'refunded',
      refundReason: 'no-seat',
    });
    expect(await seatsOf(cls)).toEqual({ availableSeats: 1, students: 0 });
    const [mine] = await store.db.select().from(cartItems).where(eq(cartItems.id, id));
    expect(mine).toMatchObject({ holdExpiresAt: null, paymentIntentId: null });
  });

  it('refunds an amount that no longer matches the price, and a payment for a class taken off sale', async () => {
    const me = await student();
    const cls = await klass({ seats: 3 });
    expect(await seats.enrolPaid(paid(me, cls, null, asCents(2000)))).toMatchObject({
      refundReason: 'price-changed',
    });
    const pending = await klass({ seats: 3, status: 'pending' });
    expect(await seats.enrolPaid(paid(me, pending, null))).toMatchObject({
      refundReason: 'class-unavailable',
    });
    expect(await store.db.select().from(enrolments)).toHaveLength(0);
  });
});
