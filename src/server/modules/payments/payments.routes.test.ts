import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { CLASS_FULL, SEATS_HELD } from '#contract/carts';
import { cardErrorMessages } from '#contract/payments';
import { redactedLogPaths } from '#server/app';
import { classes, enrolments, payments, simulatedPaymentIntents } from '#server/db/schema';
import { classRow, createClass, GOOD_CARD, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext } from '#server/testing/test-app';
import { refundMessages } from './payments.service.js';
import { asCents } from '#server/money';

const clock = { offsetMs: 0 };
const later = (minutes: number) => {
  clock.offsetMs += minutes * 60_000;
};

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clock.offsetMs) });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.offsetMs = 0;
  await ctx.store.reset();
});

async function intentRow(clientSecret: string) {
  const [row] = await ctx.store.db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.clientSecret, clientSecret));
  return row!;
}

async function paymentsOf(email: string) {
  return ctx.store.db.select().from(payments).where(eq(payments.email, email));
}

describe('POST /api/create-payment-intent', () => {
  it('computes the amount from the class in usd and holds a seat for ten minutes', async () => {
    const cls = await createClass(ctx, { price: 49.99 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    const before = Date.now();
    const res = await api.intent(student, cartItemId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount: 49.99,
      currency: 'usd',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const held = new Date(body.holdExpiresAt).getTime() - before;
    expect(held).toBeGreaterThan(9.9 * 60_000);
    expect(held).toBeLessThan(10.1 * 60_000);
    const row = await intentRow(body.clientSecret);
    expect(row).toMatchObject({ amount: 4999, currency: 'usd', status: 'requires_payment_method' });
    expect(row.metadata).toMatchObject({ userId: student.id, classId: cls.id, cartItemId });
  });

  it('refuses an amount, price or currency from the client', async () => {
    const cls = await createClass(ctx, { price: 120 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    for (const extra of [{ price: 1 }, { amount: 100 }, { currency: 'jpy' }]) {
      const res = await api.send('POST', '/api/create-payment-intent', student, { cartItemId, ...extra });
      expect(res.statusCode).toBe(400);
    }
    expect(await ctx.store.db.select().from(simulatedPaymentIntents)).toHaveLength(0);
  });

  it('reuses the same intent and extends the hold when asked again', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    const first = (await api.intent(student, cartItemId)).json();
    later(5);
    const second = (await api.intent(student, cartItemId)).json();
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(
      new Date(second.holdExpiresAt).getTime() - new Date(first.holdExpiresAt).getTime(),
    ).toBeGreaterThan(4.9 * 60_000);
    expect(await ctx.store.db.select().from(simulatedPaymentIntents)).toHaveLength(1);
  });

  it("answers 404 for another student's cart item and 403 for instructors", async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const cartItemId = (await api.select(a, cls.id)).json().insertedId;
    expect((await api.intent(b, cartItemId)).statusCode).toBe(404);
    expect((await api.intent(await ctx.createUser('instructor'), cartItemId)).statusCode).toBe(403);
  });

  it('keeps a held seat from other students until the hold expires, then gives it back', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const aItem = (await api.select(a, cls.id)).json().insertedId;
    const bItem = (await api.select(b, cls.id)).json().insertedId;
    expect((await api.intent(a, aItem)).statusCode).toBe(200);

    const refused = await api.intent(b, bItem);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SEATS_HELD);
    expect((await api.cart(b)).json()[0]).toMatchObject({ availableSeats: 0, holdExpiresAt: null });
    expect((await api.cart(a)).json()[0]).toMatchObject({
      availableSeats: 1,
      holdExpiresAt: expect.any(String),
    });

    later(11);
    expect((await api.cart(a)).json()[0].holdExpiresAt).toBeNull();
    expect((await api.intent(b, bItem)).statusCode).toBe(200);
    expect((await api.intent(a, aItem)).statusCode).toBe(409);
  });

  it('gives the seat back at once when the cart item is deleted, and cancels its intent', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const aItem = (await api.select(a, cls.id)).json().insertedId;
    const bItem = (await api.select(b, cls.id)).json().insertedId;
    const { clientSecret } = (await api.intent(a, aItem)).json();
    expect((await api.intent(b, bItem)).statusCode).toBe(409);
    expect((await api.send('DELETE', `/api/carts/${aItem}`, a)).json()).toEqual({ deletedCount: 1 });
    expect((await api.intent(b, bItem)).statusCode).toBe(200);
    expect((await intentRow(clientSecret)).status).toBe('canceled');
    expect((await api.confirm(a, clientSecret)).statusCode).toBe(409);
  });

  it('answers 409 when the class is full', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    await ctx.store.db.update(classes).set({ availableSeats: 0 }).where(eq(classes.id, cls.id));
    const res = await api.intent(student, cartItemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CLASS_FULL);
  });
});

describe('free classes', () => {
  it('asks no payment for a free class and enrols the student from the cart instead', async () => {
    const cls = await createClass(ctx, { price: 0, availableSeats: 3 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    const intent = await api.intent(student, cartItemId);
    expect(intent.statusCode).toBe(400);
    expect(intent.json().error.message).toMatch(/free/);

    const res = await api.send('POST', `/api/carts/${cartItemId}/enrol-free`, student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ insertedId: expect.any(String) });
    expect((await api.send('GET', '/api/enrolled', student)).json()).toMatchObject([
      { classId: cls.id, price: 0 },
    ]);
    expect((await api.cart(student)).json()).toEqual([]);
    expect(await paymentsOf(student.email)).toEqual([]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 2, students: 1 });
  });

  it('refuses to enrol a class that is not free without paying', async () => {
    const cls = await createClass(ctx, { price: 10 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    expect((await api.send('POST', `/api/carts/${cartItemId}/enrol-free`, student)).statusCode).toBe(400);
    expect(await ctx.store.db.select().from(enrolments)).toEqual([]);
  });
});

describe('POST /api/payments/simulated/confirm', () => {
  async function secret() {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    return { student, cartItemId, clientSecret: (await api.intent(student, cartItemId)).json().clientSecret };
  }

  it('succeeds with 4242 4242 4242 4242', async () => {
    const { student, clientSecret } = await secret();
    const res = await api.confirm(student, clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', id: clientSecret.split('_secret_')[0] });
    expect((await intentRow(clientSecret)).status).toBe('succeeded');
    expect((await api.confirm(student, clientSecret)).statusCode).toBe(200);
  });

  it.each([
    ['4000 0000 0000 0002', {}, 'card_declined'],
    ['4000 0000 0000 9995', {}, 'insufficient_funds'],
    ['4242 4242 4242 4241', {}, 'incorrect_number'],
    ['1234', {}, 'incorrect_number'],
    ['4242 4242 4242 4242', { expMonth: 1, expYear: 2020 }, 'expired_card'],
    ['4242 4242 4242 4242', { cvc: '12' }, 'incorrect_cvc'],
    ['4242 4242 4242 4242', { cvc: '12345' }, 'incorrect_cvc'],
    ['4242 4242 4242 4242', { cvc: 'abc' }, 'incorrect_cvc'],
    ['4111 1111 1111 1111', {}, 'card_declined'],
  ] as const)('refuses %s %o with 402 %s and a human message', async (number, change, code) => {
    const { student, clientSecret } = await secret();
    const res = await api.confirm(student, clientSecret, { ...GOOD_CARD, number, ...change });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ code, message: cardErrorMessages[code] });
    expect((await intentRow(clientSecret)).status).toBe('requires_payment_method');
  });

  it('lets the student try again with another card after a decline', async () => {
    const { student, clientSecret } = await secret();
    const declined = await api.confirm(student, clientSecret, { ...GOOD_CARD, number: '4000000000000002' });
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect((await api.confirm(student, clientSecret)).statusCode).toBe(200);
  });

  it("refuses another student's intent and an unknown client secret", async () => {
    const { clientSecret } = await secret();
    const other = await ctx.createUser();
    expect((await api.confirm(other, clientSecret)).statusCode).toBe(403);
    expect((await api.confirm(other, 'pi_sim_nope_secret_nope')).statusCode).toBe(404);
    expect((await intentRow(clientSecret)).status).toBe('requires_payment_method');
  });

  it('never writes a card number to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({
      logger: { level: 'trace', stream, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
    });
    try {
      const logApi = testApi(logged);
      const cls = await createClass(logged);
      const student = await logged.createUser();
      const cartItemId = (await logApi.select(student, cls.id)).json().insertedId;
      const { clientSecret } = (await logApi.intent(student, cartItemId)).json();
      await logApi.confirm(student, clientSecret, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
      await logApi.confirm(student, clientSecret);
      await logApi.confirm(student, 'unknown_secret', { ...GOOD_CARD, number: '4000000000009995' });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const number of [
      '4242 4242 4242 4242',
      '4242424242424242',
      '4000 0000 0000 0002',
      '4000000000009995',
    ]) {
      expect(log).not.toContain(number);
    }
  });
});

describe('POST /api/payments', () => {
  it('records a confirmed payment, enrols the student, moves a seat to students and clears the cart', async () => {
    const cls = await createClass(ctx, { name: 'German A1', price: 99, availableSeats: 3, students: 2 });
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    const res = await api.record(student, transactionId, cartItemId);
    expect(res.statusCode).toBe(200);
    const { insertedId } = res.json().result;
    expect(await paymentsOf(student.email)).toMatchObject([
      {
        id: insertedId,
        transactionId,
        priceCents: 9900,
        className: 'German A1',
        status: 'paid',
        userId: student.id,
      },
    ]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 2, students: 3 });
    expect((await api.cart(student)).json()).toEqual([]);
    const enrolled = (await api.send('GET', '/api/enrolled', student)).json();
    expect(enrolled).toEqual([
      {
        _id: expect.any(String),
        classId: cls.id,
        name: 'German A1',
        price: 99,
        img: cls.img,
        instructor: expect.any(String),
        instructorName: 'Test instructor',
        date: expect.any(String),
      },
    ]);
  });

  it('answers a replay of the same transaction with the same result and changes nothing', async () => {
    const cls = await createClass(ctx, { availableSeats: 3 });
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.record(student, transactionId, cartItemId)),
    );
    const again = await api.record(student, transactionId, cartItemId);
    const ids = new Set([...answers, again].map((r) => r.json().result.insertedId));
    expect([...answers, again].map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await paymentsOf(student.email)).toHaveLength(1);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 2, students: 1 });
  });

  it('refuses a forged transaction id', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    const res = await api.record(student, 'pi_sim_made_up', cartItemId);
    expect(res.statusCode).toBe(404);
    expect(await paymentsOf(student.email)).toEqual([]);
  });

  it('refuses a payment that was declined or never confirmed', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, cls.id)).json().insertedId;
    const { clientSecret } = (await api.intent(student, cartItemId)).json();
    await api.confirm(student, clientSecret, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    const res = await api.record(student, clientSecret.split('_secret_')[0], cartItemId);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('payment_incomplete');
    expect(await ctx.store.db.select().from(enrolments)).toEqual([]);
    expect((await classRow(ctx, cls.id)).availableSeats).toBe(5);
  });

  it("refuses someone else's payment, before and after it was recorded", async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(a, cls.id);
    const bItem = (await api.select(b, cls.id)).json().insertedId;
    expect((await api.record(b, transactionId, bItem)).statusCode).toBe(403);
    expect((await api.record(a, transactionId, cartItemId)).statusCode).toBe(200);
    expect((await api.record(b, transactionId, bItem)).statusCode).toBe(403);
    expect(await paymentsOf(b.email)).toEqual([]);
  });

  it('refuses a payment recorded against another cart item of the same student', async () => {
    const first = await createClass(ctx, { price: 10 });
    const second = await createClass(ctx, { price: 200 });
    const student = await ctx.createUser();
    const { transactionId } = await api.payUpToRecord(student, first.id);
    const otherItem = (await api.select(student, second.id)).json().insertedId;
    const res = await api.record(student, transactionId, otherItem);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cartItemId');
    expect(await ctx.store.db.select().from(enrolments)).toEqual([]);
  });

  it('refunds a payment whose hold expired after the last seat went, records it as refunded and says so', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const late = await ctx.createUser();
    const slow = await api.payUpToRecord(late, cls.id);
    later(11);
    const quick = await ctx.createUser();
    const fast = await api.payUpToRecord(quick, cls.id);
    expect((await api.record(quick, fast.transactionId, fast.cartItemId)).statusCode).toBe(200);

    const res = await api.record(late, slow.transactionId, slow.cartItemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(refundMessages['no-seat']);
    expect(await paymentsOf(late.email)).toMatchObject([
      { transactionId: slow.transactionId, status: 'refunded', refundReason: 'no-seat' },
    ]);
    expect((await intentRow(slow.clientSecret)).status).toBe('refunded');
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 0, students: 1 });
    expect((await api.send('GET', '/api/enrolled', late)).json()).toEqual([]);
    const history = (await api.send('GET', `/api/payments/${late.email}`, late)).json();
    expect(history).toMatchObject([{ transactionId: slow.transactionId, status: 'refunded' }]);

    const replay = await api.record(late, slow.transactionId, slow.cartItemId);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(refundMessages['no-seat']);
    expect(await paymentsOf(late.email)).toHaveLength(1);
  });

  it('still enrols a payment after an expired hold when a seat is free', async () => {
    const cls = await createClass(ctx, { availableSeats: 2 });
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    later(30);
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 1, students: 1 });
  });

  it('refunds rather than taking seats below 0 when seats were removed behind a hold', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    await ctx.store.db.update(classes).set({ availableSeats: 0 }).where(eq(classes.id, cls.id));
    const res = await api.record(student, transactionId, cartItemId);
    expect(res.statusCode).toBe(409);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 0, students: 0 });
  });

  it('refunds a payment whose class price changed while the student was paying', async () => {
    const cls = await createClass(ctx, { price: 20 });
    const student = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    await ctx.store.db
      .update(classes)
      .set({ priceCents: asCents(2500) })
      .where(eq(classes.id, cls.id));
    const res = await api.record(student, transactionId, cartItemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(refundMessages['price-changed']);
    // The item stays in the cart, so the student can pay the new price.
    const again = await api.intent(student, cartItemId);
    expect(again.json().amount).toBe(25);
  });
});

describe('GET /api/payments/:email and GET /api/enrolled', () => {
  it('lists payments newest first, to that student and to admins only', async () => {
    const first = await createClass(ctx, { name: 'French A1', price: 45 });
    const second = await createClass(ctx, { name: 'Japanese A1', price: 59.5 });
    const student = await ctx.createUser();
    for (const cls of [first, second]) {
      const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
      await api.record(student, transactionId, cartItemId);
      later(1);
    }
    const res = await api.send('GET', `/api/payments/${student.email}`, student);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { class: string }) => p.class)).toEqual(['Japanese A1', 'French A1']);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      email: student.email,
      transactionId: expect.stringMatching(/^pi_sim_/),
      price: 59.5,
      coupon: null,
      discount: 0,
      classId: second.id,
      class: 'Japanese A1',
      date: expect.any(String),
      status: 'paid',
      amountRefunded: 0,
    });
    expect((await api.send('GET', `/api/payments/${student.email.toUpperCase()}`, student)).statusCode).toBe(
      200,
    );
    const admin = await ctx.createUser('admin');
    expect((await api.send('GET', `/api/payments/${student.email}`, admin)).json()).toHaveLength(2);
    expect((await api.send('GET', `/api/payments/${student.email}`, await ctx.createUser())).statusCode).toBe(
      403,
    );
    expect((await api.send('GET', `/api/payments/${student.email}`)).statusCode).toBe(401);
  });

  it("lists only the caller's enrolled classes, for students only", async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const { transactionId, cartItemId } = await api.payUpToRecord(a, cls.id);
    await api.record(a, transactionId, cartItemId);
    expect((await api.send('GET', '/api/enrolled', a)).json()).toHaveLength(1);
    expect((await api.send('GET', '/api/enrolled', b)).json()).toEqual([]);
    expect((await api.send('GET', '/api/enrolled', await ctx.createUser('instructor'))).statusCode).toBe(403);
    expect((await api.send('GET', '/api/enrolled')).statusCode).toBe(401);
    const [row] = await ctx.store.db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.userId, a.id), eq(enrolments.classId, cls.id)));
    expect(row?.n).toBe(1);
  });
});

describe('GET /api/payments/config', () => {
  it('tells anyone that the simulated processor is in use, and has no Stripe webhook then', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ processor: 'simulated', holdMinutes: 10 });
    expect(res.headers['content-security-policy']).not.toContain('stripe');
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
