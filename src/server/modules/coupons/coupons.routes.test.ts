import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Coupon } from '#contract/coupons';
import type { Receipt } from '#contract/receipts';
import {
  cartItems,
  classes,
  couponRedemptions,
  coupons,
  enrolments,
  outgoingMails,
  payments,
} from '#server/db/schema';
import { createClass, GOOD_CARD, testApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

const clock = { at: new Date('2026-05-10T12:00:00Z') };
const ctx = useTestApp({ now: () => clock.at });
let admin: TestUser;
let student: TestUser;

beforeEach(async () => {
  clock.at = new Date('2026-05-10T12:00:00Z');
  admin = await ctx.createUser('admin');
  student = await ctx.createUser('user', { name: 'Lena Park' });
});

const api = () => testApi(ctx);
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  payload?: object,
) => ctx.app.inject({ method, url, headers: who?.headers ?? { origin: 'http://localhost' }, payload });

async function createCoupon(values: object): Promise<Coupon> {
  const res = await send('POST', '/api/coupons', admin, values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Coupon;
}

async function selected(who: TestUser, classId: string) {
  const res = await api().select(who, classId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().insertedId as string;
}

const apply = (who: TestUser, itemId: string, code: string) =>
  send('PUT', `/api/carts/${itemId}/coupon`, who, { code });

/** Asks to pay, pays with a good card and records: the record's answer. */
async function payFor(who: TestUser, itemId: string) {
  const intent = await api().intent(who, itemId);
  expect(intent.statusCode, intent.body).toBe(200);
  const confirmed = await api().confirm(who, intent.json().clientSecret, GOOD_CARD);
  expect(confirmed.statusCode).toBe(200);
  return { intent: intent.json(), recorded: await api().record(who, confirmed.json().id, itemId) };
}

describe('an admin creating coupons', () => {
  it('creates a percent coupon, lists it, and keeps its code unique whatever the case', async () => {
    const made = await createCoupon({ code: 'spring10', kind: 'percent', percentOff: 10, maxUses: 50 });
    expect(made).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      percentOff: 10,
      amountOff: null,
      maxUses: 50,
      maxUsesPerStudent: 1,
      appliesTo: 'all',
      minPrice: 0,
      active: true,
      uses: 0,
    });
    const list = await send('GET', '/api/coupons', admin);
    expect(list.json().map((c: Coupon) => c.code)).toEqual(['SPRING10']);
    const again = await send('POST', '/api/coupons', admin, {
      code: 'Spring10',
      kind: 'amount',
      amountOff: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A coupon with the code SPRING10 already exists.');
  });

  it.each([
    [{ code: 'HALF', kind: 'percent' }, 'percentOff', 'Enter the percentage off, from 1 to 100'],
    [{ code: 'FIVE', kind: 'amount' }, 'amountOff', 'Enter the amount off, in dollars'],
    [
      { code: 'MIXED', kind: 'percent', percentOff: 10, amountOff: 5 },
      'amountOff',
      'Leave it empty for a percent coupon',
    ],
    [
      {
        code: 'BACKWARDS',
        kind: 'percent',
        percentOff: 10,
        validFrom: '2026-06-01T00:00:00Z',
        validUntil: '2026-05-01T00:00:00Z',
      },
      'validUntil',
      'Valid until must be after valid from',
    ],
    [
      { code: 'NOCLASS', kind: 'percent', percentOff: 10, appliesTo: 'classes' },
      'classIds',
      'Choose at least one class',
    ],
    [
      {
        code: 'GHOST',
        kind: 'percent',
        percentOff: 10,
        appliesTo: 'classes',
        classIds: ['7d1e1c1a-2b3c-4d5e-8f90-123456789abc'],
      },
      'classIds',
      'No class with the id 7d1e1c1a-2b3c-4d5e-8f90-123456789abc',
    ],
    [
      { code: 'NOLANG', kind: 'percent', percentOff: 10, appliesTo: 'languages' },
      'languages',
      'Choose at least one language',
    ],
    [
      { code: 'TOOMUCH', kind: 'percent', percentOff: 101 },
      'percentOff',
      'The percentage must be between 1 and 100',
    ],
    [
      { code: 'ZERO', kind: 'percent', percentOff: 0 },
      'percentOff',
      'The percentage must be between 1 and 100',
    ],
    [{ code: 'X', kind: 'percent', percentOff: 10 }, 'code', 'A coupon code has at least 3 characters'],
    [
      { code: 'NO SPACES', kind: 'percent', percentOff: 10 },
      'code',
      'A coupon code has only letters, digits, - and _',
    ],
    [
      { code: 'CENTS', kind: 'amount', amountOff: 1.005 },
      'amountOff',
      'The amount off has at most two decimals',
    ],
    [
      { code: 'NOUSES', kind: 'percent', percentOff: 10, maxUses: 0 },
      'maxUses',
      'Total uses must be at least 1',
    ],
  ])('refuses %j with a message on %s', async (body, field, message) => {
    const res = await send('POST', '/api/coupons', admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(message);
    expect(JSON.stringify(res.json().error.fields ?? {})).toContain(field);
  });

  it('lets only admins see, create and change coupons', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const who of [student, instructor]) {
      expect((await send('GET', '/api/coupons', who)).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/coupons', who, { code: 'MINE', kind: 'percent', percentOff: 90 }))
          .statusCode,
      ).toBe(403);
    }
    expect((await send('GET', '/api/coupons')).statusCode).toBe(401);
  });

  it('deactivates a coupon, which students are then told is no longer offered', async () => {
    const made = await createCoupon({ code: 'GONE', kind: 'percent', percentOff: 10 });
    const changed = await send('PATCH', `/api/coupons/${made._id}`, admin, { active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().active).toBe(false);
    const cls = await createClass(ctx, { price: 40 });
    const res = await apply(student, await selected(student, cls.id), 'gone');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The coupon GONE is no longer offered.');
  });

  it('changes a coupon from percent to amount and refuses total uses below the uses made', async () => {
    const made = await createCoupon({ code: 'SWITCH', kind: 'percent', percentOff: 10 });
    const changed = await send('PATCH', `/api/coupons/${made._id}`, admin, {
      kind: 'amount',
      amountOff: 7.5,
    });
    expect(changed.json()).toMatchObject({ kind: 'amount', amountOff: 7.5, percentOff: null });
    await ctx.store.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, made._id));
    const below = await send('PATCH', `/api/coupons/${made._id}`, admin, { maxUses: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Total uses cannot be below the 3 uses already made');
    const unknown = await send('PATCH', '/api/coupons/7d1e1c1a-2b3c-4d5e-8f90-123456789abc', admin, {
      active: false,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a student applying a code on the payment page', () => {
  it('says why a code cannot be used', async () => {
    const cls = await createClass(ctx, { name: 'Korean A1', price: 40 });
    await ctx.store.db.update(classes).set({ language: 'ko' }).where(eq(classes.id, cls.id));
    const other = await createClass(ctx, { price: 40 });
    const item = await selected(student, cls.id);
    await createCoupon({ code: 'LATER', kind: 'percent', percentOff: 10, validFrom: '2026-06-01T07:00:00Z' });
    await createCoupon({ code: 'OVER', kind: 'percent', percentOff: 10, validUntil: '2026-05-01T00:00:00Z' });
    const full = await createCoupon({ code: 'FULL', kind: 'percent', percentOff: 10, maxUses: 2 });
    await ctx.store.db.update(coupons).set({ uses: 2 }).where(eq(coupons.id, full._id));
    await createCoupon({
      code: 'OTHER',
      kind: 'percent',
      percentOff: 10,
      appliesTo: 'classes',
      classIds: [other.id],
    });
    await createCoupon({
      code: 'FRENCH',
      kind: 'percent',
      percentOff: 10,
      appliesTo: 'languages',
      languages: ['fr'],
    });
    await createCoupon({ code: 'BIG', kind: 'amount', amountOff: 10, minPrice: 50 });
    const cases: [string, number, string][] = [
      ['NOPE', 404, 'There is no coupon with this code.'],
      [
        'later',
        409,
        'The coupon LATER is not valid yet: it starts on June 1, 2026 at 12:00 AM (school time).',
      ],
      ['over', 409, 'The coupon OVER has expired.'],
      ['full', 409, 'The coupon FULL has been used up.'],
      ['other', 409, 'The coupon OTHER is not valid for this class.'],
      ['french', 409, 'The coupon FRENCH is not valid for this class.'],
      ['big', 409, 'The coupon BIG is only for classes of $50.00 or more.'],
    ];
    for (const [code, status, message] of cases) {
      const res = await apply(student, item, code);
      expect([code, res.statusCode, res.json().error?.message]).toEqual([code, status, message]);
    }
    const [row] = await ctx.store.db.select().from(cartItems).where(eq(cartItems.id, item));
    expect(row!.couponId).toBeNull();
  });

  it('answers the new total, and the cart item and the payment intent carry it', async () => {
    const cls = await createClass(ctx, { price: 80 });
    await ctx.store.db.update(classes).set({ language: 'ko' }).where(eq(classes.id, cls.id));
    await createCoupon({
      code: 'KOREAN15',
      kind: 'percent',
      percentOff: 15,
      appliesTo: 'languages',
      languages: ['ko'],
    });
    const item = await selected(student, cls.id);
    const applied = await apply(student, item, 'korean15');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ code: 'KOREAN15', label: '15% off', discount: 12, total: 68 });
    expect((await send('GET', `/api/carts/${item}`, student)).json().coupon).toEqual(applied.json());
    const intent = await api().intent(student, item);
    expect(intent.json()).toMatchObject({ amount: 68, coupon: { code: 'KOREAN15', total: 68 } });
    // Taken off again: the full price.
    expect((await send('DELETE', `/api/carts/${item}/coupon`, student)).statusCode).toBe(200);
    expect((await api().intent(student, item)).json()).toMatchObject({ amount: 80, coupon: null });
  });

  it("refuses another student's cart item, without saying whether the code exists", async () => {
    const cls = await createClass(ctx, { price: 80 });
    await createCoupon({ code: 'MINE10', kind: 'percent', percentOff: 10 });
    const item = await selected(student, cls.id);
    const other = await ctx.createUser();
    const res = await apply(other, item, 'MINE10');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No such item in your cart.');
  });
});

describe('paying with a coupon', () => {
  it('charges the discounted price, records the code and the discount, counts one use, and shows them everywhere', async () => {
    const cls = await createClass(ctx, { name: 'Dutch Evenings', price: 60 });
    const made = await createCoupon({ code: 'TENOFF', kind: 'amount', amountOff: 10, maxUses: 5 });
    const item = await selected(student, cls.id);
    expect((await apply(student, item, 'TenOff')).statusCode).toBe(200);
    const { intent, recorded } = await payFor(student, item);
    expect(intent.amount).toBe(50);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const paymentId = recorded.json().result.insertedId as string;

    const [row] = await ctx.store.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({
      priceCents: 5000,
      couponCode: 'TENOFF',
      discountCents: 1000,
      status: 'paid',
    });
    const redemptions = await ctx.store.db.select().from(couponRedemptions);
    expect(redemptions).toMatchObject([
      { couponId: made._id, userId: student.id, paymentId, discountCents: 1000 },
    ]);
    expect((await send('GET', '/api/coupons', admin)).json()[0].uses).toBe(1);

    const history = await send('GET', `/api/payments/${student.email}`, student);
    expect(history.json()[0]).toMatchObject({ price: 50, coupon: 'TENOFF', discount: 10 });
    const seenByAdmin = await send('GET', `/api/payments/${student.email}`, admin);
    expect(seenByAdmin.json()[0]).toMatchObject({ price: 50, coupon: 'TENOFF', discount: 10 });

    const receipt = (await send('GET', `/api/receipts/${paymentId}`, student)).json() as Receipt;
    expect(receipt).toMatchObject({
      items: [{ name: 'Dutch Evenings', amount: 60, amountText: '$60.00' }],
      discount: { code: 'TENOFF', amount: 10, amountText: '−$10.00' },
      total: 50,
      totalText: '$50.00',
    });
    const [mail] = await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'receipt'));
    for (const text of ['Coupon TENOFF', '−$10.00', '$50.00', '$60.00']) expect(mail!.text).toContain(text);
  });

  it('refuses a second use by the same student when the coupon allows one per student', async () => {
    await createCoupon({ code: 'ONCE', kind: 'percent', percentOff: 20 });
    const first = await createClass(ctx, { price: 50 });
    const second = await createClass(ctx, { price: 50 });
    const firstItem = await selected(student, first.id);
    await apply(student, firstItem, 'ONCE');
    expect((await payFor(student, firstItem)).recorded.statusCode).toBe(200);
    const res = await apply(student, await selected(student, second.id), 'ONCE');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You have already used the coupon ONCE.');
  });

  it('refunds a payment made at the full price after a coupon was applied, as a price change', async () => {
    const cls = await createClass(ctx, { price: 50 });
    await createCoupon({ code: 'LATECOMER', kind: 'percent', percentOff: 20 });
    const item = await selected(student, cls.id);
    const intent = await api().intent(student, item);
    const transactionId = (await api().confirm(student, intent.json().clientSecret)).json().id as string;
    await apply(student, item, 'LATECOMER');
    const recorded = await api().record(student, transactionId, item);
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().error.message).toContain('The price of this class changed while you were paying');
    expect(await ctx.store.db.select().from(couponRedemptions)).toEqual([]);
  });

  it('refunds a payment whose coupon was withdrawn meanwhile, and takes the coupon off the item', async () => {
    const cls = await createClass(ctx, { price: 50 });
    const made = await createCoupon({ code: 'WITHDRAWN', kind: 'percent', percentOff: 20 });
    const item = await selected(student, cls.id);
    await apply(student, item, 'WITHDRAWN');
    const intent = await api().intent(student, item);
    expect(intent.json().amount).toBe(40);
    const transactionId = (await api().confirm(student, intent.json().clientSecret)).json().id as string;
    await send('PATCH', `/api/coupons/${made._id}`, admin, { active: false });
    const recorded = await api().record(student, transactionId, item);
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().error.message).toContain('Your coupon stopped working');
    const [row] = await ctx.store.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'coupon-invalid', priceCents: 4000 });
    const [cartItem] = await ctx.store.db.select().from(cartItems).where(eq(cartItems.id, item));
    expect(cartItem!.couponId).toBeNull();
    expect(await ctx.store.db.select().from(enrolments)).toEqual([]);
  });

  it('tells the student when asking to pay that a coupon expired since it was applied, and takes it off', async () => {
    const cls = await createClass(ctx, { price: 50 });
    await createCoupon({
      code: 'MIDNIGHT',
      kind: 'percent',
      percentOff: 20,
      validUntil: '2026-05-10T13:00:00Z',
    });
    const item = await selected(student, cls.id);
    expect((await apply(student, item, 'MIDNIGHT')).statusCode).toBe(200);
    clock.at = new Date('2026-05-10T13:00:01Z');
    const intent = await api().intent(student, item);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().error.message).toBe(
      "The coupon MIDNIGHT has expired. It has been taken off; the price is the class's own again.",
    );
    expect((await api().intent(student, item)).json()).toMatchObject({ amount: 50, coupon: null });
  });
});

describe('a 100% coupon', () => {
  it('enrols without a card, recording a payment of 0 with the code, its use and a receipt', async () => {
    const cls = await createClass(ctx, { name: 'Greek Taster', price: 35 });
    await createCoupon({ code: 'FREEGREEK', kind: 'percent', percentOff: 100 });
    const item = await selected(student, cls.id);
    expect((await apply(student, item, 'freegreek')).json()).toMatchObject({ discount: 35, total: 0 });
    const intent = await api().intent(student, item);
    expect(intent.statusCode).toBe(400);
    expect(intent.json().error.message).toContain('With this coupon the class is free');

    const enrolled = await send('POST', `/api/carts/${item}/enrol-free`, student);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const [payment] = await ctx.store.db.select().from(payments);
    expect(payment).toMatchObject({
      userId: student.id,
      priceCents: 0,
      couponCode: 'FREEGREEK',
      discountCents: 3500,
      status: 'paid',
      cardBrand: null,
    });
    expect(payment!.transactionId).toMatch(/^coupon_[0-9a-f]{32}$/);
    const [enrolment] = await ctx.store.db.select().from(enrolments);
    expect(enrolment).toMatchObject({ classId: cls.id, paymentId: payment!.id });
    expect(await ctx.store.db.select().from(couponRedemptions)).toHaveLength(1);
    const [klass] = await ctx.store.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(klass).toMatchObject({ availableSeats: 4, students: 1 });
    expect(await ctx.store.db.select().from(cartItems)).toEqual([]);

    const history = (await send('GET', `/api/payments/${student.email}`, student)).json();
    expect(history).toMatchObject([{ price: 0, coupon: 'FREEGREEK', discount: 35, class: 'Greek Taster' }]);
    const receipt = (await send('GET', `/api/receipts/${payment!.id}`, student)).json() as Receipt;
    expect(receipt).toMatchObject({
      totalText: '$0.00',
      cardText: 'No card needed',
      discount: { code: 'FREEGREEK' },
    });
    expect(
      await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'receipt')),
    ).toHaveLength(1);
  });

  it('makes a discount that would leave less than 50 cents take the whole price', async () => {
    const cls = await createClass(ctx, { price: 20.3 });
    await createCoupon({ code: 'TWENTY', kind: 'amount', amountOff: 20 });
    const item = await selected(student, cls.id);
    expect((await apply(student, item, 'TWENTY')).json()).toMatchObject({ discount: 20.3, total: 0 });
  });

  it('still refuses a class that is not free without a coupon, and says why a used-up coupon cannot enrol', async () => {
    const cls = await createClass(ctx, { price: 35 });
    const item = await selected(student, cls.id);
    const notFree = await send('POST', `/api/carts/${item}/enrol-free`, student);
    expect(notFree.statusCode).toBe(400);
    const made = await createCoupon({ code: 'LASTONE', kind: 'percent', percentOff: 100, maxUses: 1 });
    await apply(student, item, 'LASTONE');
    await ctx.store.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, made._id));
    const usedUp = await send('POST', `/api/carts/${item}/enrol-free`, student);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().error.message).toBe('The coupon LASTONE has been used up.');
    expect(await ctx.store.db.select().from(enrolments)).toEqual([]);
  });

  it('leaves nothing to refund when the student is deleted: the account goes without a refund', async () => {
    const cls = await createClass(ctx, { price: 35 });
    await createCoupon({ code: 'GIFT', kind: 'percent', percentOff: 100 });
    const item = await selected(student, cls.id);
    await apply(student, item, 'GIFT');
    expect((await send('POST', `/api/carts/${item}/enrol-free`, student)).statusCode).toBe(200);
    const deleted = await send('DELETE', `/api/users/${student.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [klass] = await ctx.store.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(klass).toMatchObject({ availableSeats: 5, students: 0 });
    const [payment] = await ctx.store.db.select().from(payments);
    expect(payment).toMatchObject({ userId: null, priceCents: 0, couponCode: 'GIFT' });
  });
});
