import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { outgoingMails, payments } from '#server/db/schema';
import { createStripeProcessor } from '#server/card-processors/stripe';
import { createFakeStripe, type FakeStripe } from '#server/testing/fake-stripe';
import { classRow, createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';
import { refundMessages } from './payments.service.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
// Only its signature helper is used; it makes no request.
const stripeHelper = new Stripe('sk_test_helper');
const clock = { offsetMs: 0 };

let ctx: TestContext;
let fake: FakeStripe;
let api: TestApi;
beforeAll(async () => {
  fake = createFakeStripe();
  ctx = await createTestApp({
    now: () => new Date(Date.now() + clock.offsetMs),
    processor: createStripeProcessor({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      fetch: fake.fetch,
    }),
  });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.offsetMs = 0;
  await ctx.store.reset();
});

function postEvent(payload: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    // Stripe sends no Origin and no cookie.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  stripeHelper.webhooks.generateTestHeaderString({ payload, secret });

async function startPaying(student: TestUser, classId: string) {
  const cartItemId = (await api.select(student, classId)).json().insertedId as string;
  const res = await api.intent(student, cartItemId);
  expect(res.statusCode).toBe(200);
  const transactionId = (res.json().clientSecret as string).split('_secret_')[0]!;
  return { cartItemId, transactionId };
}

async function paymentRows(transactionId: string) {
  return ctx.store.db.select().from(payments).where(eq(payments.transactionId, transactionId));
}

describe('Stripe', () => {
  it('tells the client to use Stripe with its publishable key, and offers no simulated confirm', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ processor: 'stripe', publishableKey: 'pk_test_fake', holdMinutes: 10 });
    const student = await ctx.createUser();
    expect((await api.confirm(student, 'pi_x_secret_y')).statusCode).toBe(404);
  });

  it("lets Stripe's scripts and frames through the content security policy", async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('creates a card PaymentIntent in usd for the class price, with our metadata', async () => {
    const cls = await createClass(ctx, { price: 49.99 });
    const student = await ctx.createUser();
    const { cartItemId, transactionId } = await startPaying(student, cls.id);
    const intent = fake.intents.get(transactionId)!;
    expect(intent).toMatchObject({ amount: 4999, currency: 'usd', payment_method_types: ['card'] });
    expect(intent.metadata).toMatchObject({ userId: student.id, classId: cls.id, cartItemId });
  });

  it('records a succeeded payment from the signed webhook even if the browser went away', async () => {
    const cls = await createClass(ctx, { availableSeats: 4 });
    const student = await ctx.createUser();
    const { cartItemId, transactionId } = await startPaying(student, cls.id);
    fake.succeed(transactionId);

    const payload = fake.event('payment_intent.succeeded', transactionId);
    const res = await postEvent(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [row] = await paymentRows(transactionId);
    expect(row).toMatchObject({ status: 'paid', userId: student.id, priceCents: 4999 });
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 3, students: 1 });
    expect((await api.cart(student)).json()).toEqual([]);

    // The browser comes back later and records the same payment: the same answer, nothing new.
    const late = await api.record(student, transactionId, cartItemId);
    expect(late.json()).toEqual({ result: { insertedId: row!.id } });
  });

  it('mails one receipt, with the card Stripe reports, when both the webhook and the browser record the payment', async () => {
    const cls = await createClass(ctx, { availableSeats: 4 });
    const student = await ctx.createUser();
    const { cartItemId, transactionId } = await startPaying(student, cls.id);
    fake.succeed(transactionId);
    const payload = fake.event('payment_intent.succeeded', transactionId);
    const [webhook, browser] = await Promise.all([
      postEvent(payload, sign(payload)),
      api.record(student, transactionId, cartItemId),
    ]);
    expect([webhook.statusCode, browser.statusCode]).toEqual([200, 200]);
    const mails = await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'receipt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(student.email);
    expect(mails[0]!.text).toContain('Visa ending in 4242');
    const [row] = await paymentRows(transactionId);
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
  });

  it('ignores repeated events', async () => {
    const cls = await createClass(ctx, { availableSeats: 4 });
    const student = await ctx.createUser();
    const { transactionId } = await startPaying(student, cls.id);
    fake.succeed(transactionId);
    const payload = fake.event('payment_intent.succeeded', transactionId);
    const another = fake.event('payment_intent.succeeded', transactionId);
    const answers = await Promise.all([
      postEvent(payload, sign(payload)),
      postEvent(payload, sign(payload)),
      postEvent(another, sign(another)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentRows(transactionId)).toHaveLength(1);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 3, students: 1 });
  });

  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const { transactionId } = await startPaying(student, cls.id);
    fake.succeed(transactionId);
    const payload = fake.event('payment_intent.succeeded', transactionId);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const stale = stripeHelper.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [body, signature] of [
      [payload, sign(payload, 'whsec_someone_else')],
      [tampered, sign(payload)],
      [payload, stale],
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
    ] as const) {
      const res = await postEvent(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect(await paymentRows(transactionId)).toEqual([]);
  });

  it('ignores other events and intents that have not succeeded', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const { transactionId } = await startPaying(student, cls.id);
    for (const type of ['payment_intent.created', 'payment_intent.succeeded', 'charge.refunded']) {
      const payload = fake.event(type, transactionId);
      expect((await postEvent(payload, sign(payload))).statusCode).toBe(200);
    }
    const unknown = fake.event('payment_intent.succeeded', 'pi_unknown');
    expect((await postEvent(unknown, sign(unknown))).statusCode).toBe(200);
    expect(await ctx.store.db.select().from(payments)).toEqual([]);
  });

  it('refuses to record a payment Stripe has not confirmed, or does not know', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const { cartItemId, transactionId } = await startPaying(student, cls.id);
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(402);
    expect((await api.record(student, 'pi_does_not_exist', cartItemId)).statusCode).toBe(404);
    expect((await api.record(student, '../../v1/charges', cartItemId)).statusCode).toBe(404);
  });

  it('refunds through Stripe when the hold expired and the last seat went meanwhile', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const late = await ctx.createUser();
    const slow = await startPaying(late, cls.id);
    clock.offsetMs = 11 * 60_000;
    const quick = await ctx.createUser();
    const fast = await startPaying(quick, cls.id);
    fake.succeed(fast.transactionId);
    fake.succeed(slow.transactionId);

    for (const id of [fast.transactionId, slow.transactionId]) {
      const payload = fake.event('payment_intent.succeeded', id);
      expect((await postEvent(payload, sign(payload))).statusCode).toBe(200);
    }
    expect(await paymentRows(fast.transactionId)).toMatchObject([{ status: 'paid' }]);
    expect(await paymentRows(slow.transactionId)).toMatchObject([
      { status: 'refunded', refundReason: 'no-seat' },
    ]);
    expect(fake.isRefunded(slow.transactionId)).toBe(true);
    expect(fake.isRefunded(fast.transactionId)).toBe(false);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 0, students: 1 });

    const told = await api.record(late, slow.transactionId, slow.cartItemId);
    expect(told.statusCode).toBe(409);
    expect(told.json().error.message).toBe(refundMessages['no-seat']);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });
});
