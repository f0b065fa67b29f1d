import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createStripeProcessor } from '#server/card-processors/stripe';
import { enrolments, outgoingMails, payments, refunds } from '#server/db/schema';
import { createFakeStripe, type FakeStripe } from '#server/testing/fake-stripe';
import { createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeHelper = new Stripe('sk_test_helper');

let ctx: TestContext;
let fake: FakeStripe;
let api: TestApi;
beforeAll(async () => {
  fake = createFakeStripe();
  ctx = await createTestApp({
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
beforeEach(() => ctx.store.reset());

function postEvent(payload: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeHelper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

/** A student enrolled through Stripe (a class without a schedule: a full refund). */
async function paidWithStripe(): Promise<{ student: TestUser; transactionId: string; enrolmentId: string }> {
  const student = await ctx.createUser('user');
  const cls = await createClass(ctx, { price: 40 });
  const cartItemId = (await api.select(student, cls.id)).json().insertedId as string;
  const intent = await api.intent(student, cartItemId);
  const transactionId = (intent.json().clientSecret as string).split('_secret_')[0]!;
  fake.succeed(transactionId);
  expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);
  const [enrolment] = await ctx.store.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
  return { student, transactionId, enrolmentId: enrolment!.id };
}

const paymentOf = async (transactionId: string) =>
  (await ctx.store.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]!;

describe("Stripe's refunds", () => {
  it("cancel through Stripe's Refunds API with an idempotency key, and the charge.refunded that follows records nothing twice", async () => {
    const { student, transactionId, enrolmentId } = await paidWithStripe();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/enrolments/${enrolmentId}/cancel`,
      headers: student.headers,
      payload: { expectedRefund: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: 4000, payment_intent: transactionId });
    const refundRequest = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(new URLSearchParams(refundRequest!.body).get('amount')).toBe('4000');
    expect(refundRequest!.idempotencyKey).toBe(`cancel-${enrolmentId}`);

    const event = fake.chargeEvent('charge.refunded', transactionId);
    expect((await postEvent(event)).statusCode).toBe(200);
    expect((await postEvent(event)).statusCode).toBe(200);
    const rows = await ctx.store.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'cancellation', processorRefundId: fake.refunds[0]!.id });
    expect(await paymentOf(transactionId)).toMatchObject({ status: 'refunded', amountRefundedCents: 4000 });
  });

  it("records a refund made in Stripe's dashboard once, however often the event is replayed", async () => {
    const { student, transactionId } = await paidWithStripe();
    const made = fake.refundInDashboard(transactionId, 1500);
    const event = fake.chargeEvent('charge.refunded', transactionId);
    for (let i = 0; i < 3; i++) expect((await postEvent(event)).statusCode).toBe(200);

    const rows = await ctx.store.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'automatic',
      amountCents: 1500,
      processorRefundId: made.id,
      createdBy: null,
    });
    expect(await paymentOf(transactionId)).toMatchObject({
      status: 'partially_refunded',
      amountRefundedCents: 1500,
    });
    const mails = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'credit-note'));
    expect(mails.map((m) => m.to)).toEqual([student.email]);
    // The enrolment stays: a refund at the processor cancels nothing.
    expect((await ctx.store.db.select().from(enrolments)).length).toBe(1);
  });
});
