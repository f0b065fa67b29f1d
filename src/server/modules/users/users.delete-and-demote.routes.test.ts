import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { classes, enrolments, payments, simulatedPaymentIntents, users } from '#server/db/schema';
import type { AnyProcessor, SimulatedProcessor } from '#server/card-processors/processor';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import { createStripeProcessor } from '#server/card-processors/stripe';
import { createFakeStripe, type FakeStripe } from '#server/testing/fake-stripe';
import { classRow, createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, TEST_ORIGIN, type TestContext, type TestUser } from '#server/testing/test-app';

// The simulated processor, with every refund counted and chosen ones failing as a processor outage would.
const refundCalls: string[] = [];
const failingRefunds = new Set<string>();
let inner: SimulatedProcessor;
const processor: AnyProcessor = {
  kind: 'simulated',
  createIntent: (input) => inner.createIntent(input),
  retrieve: (id) => inner.retrieve(id),
  cancel: (id) => inner.cancel(id),
  confirm: (input) => inner.confirm(input),
  listRefunds: (id) => inner.listRefunds(id),
  async refund(id) {
    refundCalls.push(id);
    if (failingRefunds.has(id)) throw new Error('the processor is down');
    return inner.refund(id);
  },
};

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp({ processor });
  inner = createSimulatedProcessor(ctx.store.db);
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  refundCalls.length = 0;
  failingRefunds.clear();
  await ctx.store.reset();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : { origin: TEST_ORIGIN }, payload });

/** The student pays for the class with a good card, as the browser would; answers the transaction id. */
async function buy(student: TestUser, classId: string): Promise<string> {
  return (await api.buy(student, classId)).transactionId;
}

async function enrolmentsIn(classId: string) {
  const [row] = await ctx.store.db
    .select({ n: count() })
    .from(enrolments)
    .where(eq(enrolments.classId, classId));
  return row?.n ?? 0;
}

async function intentStatus(id: string) {
  const [row] = await ctx.store.db
    .select({ status: simulatedPaymentIntents.status })
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.id, id));
  return row?.status;
}

async function paymentRows(transactionIds: string[]) {
  return ctx.store.db.select().from(payments).where(inArray(payments.transactionId, transactionIds));
}

/** A student enrolled in two paid classes, and the classes as they were before. */
async function payingStudent(email?: string) {
  const admin = await ctx.createUser('admin');
  const instructor = await ctx.createUser('instructor');
  const spanish = await createClass(ctx, {
    name: 'Spanish A1',
    price: 49.99,
    availableSeats: 5,
    instructorId: instructor.id,
  });
  const german = await createClass(ctx, {
    name: 'German B2',
    price: 20,
    availableSeats: 3,
    instructorId: instructor.id,
  });
  const student = await ctx.createUser('user', email ? { email } : {});
  const transactions = [await buy(student, spanish.id), await buy(student, german.id)];
  return { admin, student, spanish, german, transactions };
}

describe('deleting a student who has paid for classes', () => {
  it('answers 409 naming the paid classes, and deletes nothing', async () => {
    const { admin, student, spanish, transactions } = await payingStudent();
    const res = await call('DELETE', `/api/users/${student.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('paid_enrolments');
    expect(res.json().error.message).toBe(
      'This student has paid for 2 classes (“Spanish A1”, “German B2”). Choose “Refund and delete” to refund those payments and then delete the account.',
    );
    expect((await call('GET', '/api/me', student)).statusCode).toBe(200);
    expect(await enrolmentsIn(spanish.id)).toBe(1);
    expect(await classRow(ctx, spanish.id)).toMatchObject({ students: 1, availableSeats: 4 });
    expect((await paymentRows(transactions)).map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(refundCalls).toEqual([]);
  });

  it('with refund, refunds each payment through the processor, frees the seats and keeps anonymous refunded records', async () => {
    const { admin, student, spanish, german, transactions } = await payingStudent();
    const before = await paymentRows(transactions);
    const res = await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, refundedCount: 2 });

    expect(refundCalls.sort()).toEqual([...transactions].sort());
    for (const id of transactions) expect(await intentStatus(id)).toBe('refunded');
    const after = await paymentRows(transactions);
    expect(after).toHaveLength(2);
    for (const row of after) {
      const was = before.find((b) => b.id === row.id)!;
      expect(row).toMatchObject({
        userId: null,
        email: null,
        status: 'refunded',
        refundReason: 'account-deleted',
        transactionId: was.transactionId,
        priceCents: was.priceCents,
        className: was.className,
      });
    }
    // Seats and students add up again: every seat the student took is back, students match the enrolments.
    expect(await classRow(ctx, spanish.id)).toMatchObject({ students: 0, availableSeats: 5 });
    expect(await classRow(ctx, german.id)).toMatchObject({ students: 0, availableSeats: 3 });
    expect(await enrolmentsIn(spanish.id)).toBe(0);
    expect(await ctx.store.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
    expect((await call('GET', '/api/me', student)).statusCode).toBe(401);
  });

  it('shows a new sign-up with the same email none of the old payments', async () => {
    const email = 'returning.student@example.com';
    const { admin, student } = await payingStudent(email);
    expect((await call('GET', `/api/payments/${email}`, student)).json()).toHaveLength(2);
    expect((await call('DELETE', `/api/users/${student.id}?refund=true`, admin)).statusCode).toBe(200);

    const again = await ctx.createUser('user', { email });
    const own = await call('GET', `/api/payments/${email}`, again);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    expect((await call('GET', `/api/payments/${email}`, admin)).json()).toEqual([]);
  });

  it('deletes nothing when a refund fails, says so with a 502, and refunds each payment once when tried again', async () => {
    const { admin, student, spanish, transactions } = await payingStudent();
    const [first, second] = transactions as [string, string];
    failingRefunds.add(second);
    const res = await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'bad_gateway',
      message:
        'The payment processor did not refund the payment for “German B2”, so nothing was deleted. 1 other payment was refunded and will not be refunded twice. Please try again later.',
    });
    expect((await call('GET', '/api/me', student)).statusCode).toBe(200);
    expect((await paymentRows(transactions)).map((p) => [p.status, p.email])).toEqual([
      ['paid', student.email],
      ['paid', student.email],
    ]);
    expect(await classRow(ctx, spanish.id)).toMatchObject({ students: 1, availableSeats: 4 });

    failingRefunds.clear();
    const retry = await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await intentStatus(first)).toBe('refunded');
    expect(await intentStatus(second)).toBe('refunded');
    // The first payment was asked twice; the processor refunds an intent once (the second ask is a no-op).
    expect(refundCalls).toEqual([first, second, first, second]);

    const replay = await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(replay.statusCode).toBe(404);
    expect(refundCalls).toHaveLength(4);
  });

  it('lets only one of two refund-and-deletes sent at once succeed, and refunds once', async () => {
    const { admin, student, spanish, transactions } = await payingStudent();
    const results = await Promise.all([
      call('DELETE', `/api/users/${student.id}?refund=true`, admin),
      call('DELETE', `/api/users/${student.id}?refund=true`, admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    for (const id of transactions) expect(await intentStatus(id)).toBe('refunded');
    expect(await classRow(ctx, spanish.id)).toMatchObject({ students: 0, availableSeats: 5 });
  });

  it('deletes a student with only free classes without refunds, and gives their seats back', async () => {
    const admin = await ctx.createUser('admin');
    const free = await createClass(ctx, { name: 'Free Taster', price: 0, availableSeats: 2 });
    const student = await ctx.createUser();
    const cartItemId = (await api.select(student, free.id)).json().insertedId;
    expect((await api.send('POST', `/api/carts/${cartItemId}/enrol-free`, student)).statusCode).toBe(200);
    expect(await classRow(ctx, free.id)).toMatchObject({ students: 1, availableSeats: 1 });

    const res = await call('DELETE', `/api/users/${student.id}`, admin);
    expect(res.json()).toEqual({ deletedCount: 1, refundedCount: 0 });
    expect(await classRow(ctx, free.id)).toMatchObject({ students: 0, availableSeats: 2 });
    expect(refundCalls).toEqual([]);
  });

  it('refuses a refund value other than true or false', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser();
    const res = await call('DELETE', `/api/users/${student.id}?refund=yes`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('refund');
  });
});

describe('demoting an instructor who has classes', () => {
  async function instructorWithClasses() {
    const admin = await ctx.createUser('admin');
    const teacher = await ctx.createUser('instructor', { name: 'Olga Teacher' });
    const other = await ctx.createUser('instructor', { name: 'Pavel Teacher' });
    const polish = await createClass(ctx, { name: 'Polish A1', instructorId: teacher.id });
    const czech = await createClass(ctx, { name: 'Czech A2', status: 'pending', instructorId: teacher.id });
    return { admin, teacher, other, polish, czech };
  }

  it('answers 409 naming the classes, for any role away from instructor', async () => {
    const { admin, teacher } = await instructorWithClasses();
    for (const role of ['user', 'admin']) {
      const res = await call('PATCH', `/api/users/update/${teacher.id}`, admin, { role });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'has_classes',
        message:
          'This instructor still teaches 2 classes: “Czech A2”, “Polish A1”. Reassign them to another instructor in Manage classes, or delete them, before you change their role.',
      });
    }
    const [row] = await ctx.store.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.role).toBe('instructor');
  });

  it('demotes once every class is reassigned to another instructor or deleted', async () => {
    const { admin, teacher, other, polish, czech } = await instructorWithClasses();
    const moved = await call('POST', `/api/classes/${polish.id}/reassign`, admin, { instructorId: other.id });
    expect(moved.json()).toEqual({ modifiedCount: 1 });
    expect((await call('DELETE', `/api/classes/${czech.id}`, admin)).statusCode).toBe(200);

    const res = await call('PATCH', `/api/users/update/${teacher.id}`, admin, { role: 'user' });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const theirs = await call('GET', `/api/classes/${other.email}`, admin);
    expect(theirs.json()).toMatchObject([
      { _id: polish.id, instructor: other.email, instructorName: 'Pavel Teacher' },
    ]);
    expect(await classRow(ctx, polish.id)).toMatchObject({ status: 'approved', students: 0 });
  });

  it('still refuses to delete an instructor with classes, naming them', async () => {
    const { admin, teacher } = await instructorWithClasses();
    const res = await call('DELETE', `/api/users/${teacher.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('“Czech A2”, “Polish A1”');
  });
});

describe('POST /api/classes/:id/reassign', () => {
  it('is for admins only', async () => {
    const teacher = await ctx.createUser('instructor');
    const other = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: teacher.id });
    const body = { instructorId: other.id };
    expect((await call('POST', `/api/classes/${cls.id}/reassign`, undefined, body)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/classes/${cls.id}/reassign`, await ctx.createUser(), body)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/classes/${cls.id}/reassign`, teacher, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/classes/${cls.id}/reassign`, other, body)).statusCode).toBe(403);
    expect((await classRow(ctx, cls.id)).instructorId).toBe(teacher.id);
  });

  it('gives a class only to a user whose role is instructor', async () => {
    const admin = await ctx.createUser('admin');
    const teacher = await ctx.createUser('instructor');
    const student = await ctx.createUser();
    const cls = await createClass(ctx, { instructorId: teacher.id });
    for (const instructorId of [student.id, admin.id, 'nobody-at-all']) {
      const res = await call('POST', `/api/classes/${cls.id}/reassign`, admin, { instructorId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'bad_request',
        message: 'A class can only be given to an instructor.',
        fields: { instructorId: 'must be the id of a user whose role is instructor' },
      });
    }
    expect((await classRow(ctx, cls.id)).instructorId).toBe(teacher.id);
  });

  it('answers 404 for an unknown class, 400 for a bad body, and 0 when nothing changes', async () => {
    const admin = await ctx.createUser('admin');
    const teacher = await ctx.createUser('instructor');
    const cls = await createClass(ctx, { instructorId: teacher.id });
    const missing = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';
    const body = { instructorId: teacher.id };
    expect((await call('POST', `/api/classes/${missing}/reassign`, admin, body)).statusCode).toBe(404);
    expect((await call('POST', '/api/classes/abc/reassign', admin, body)).statusCode).toBe(400);
    const extra = await call('POST', `/api/classes/${cls.id}/reassign`, admin, {
      ...body,
      status: 'approved',
    });
    expect(extra.statusCode).toBe(400);
    expect((await call('POST', `/api/classes/${cls.id}/reassign`, admin, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/classes/${cls.id}/reassign`, admin, body)).json()).toEqual({
      modifiedCount: 0,
    });
  });
});

describe('the class counters', () => {
  it('stay equal to the enrolments after a paying student is deleted with refunds', async () => {
    const { admin, student } = await payingStudent();
    const other = await ctx.createUser();
    const all = await ctx.store.db.select().from(classes);
    await buy(other, all[0]!.id);
    await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    for (const cls of await ctx.store.db.select().from(classes)) {
      expect(cls.students).toBe(await enrolmentsIn(cls.id));
    }
  });
});

describe('refund and delete with Stripe as the processor', () => {
  let stripeCtx: TestContext;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = createFakeStripe();
    stripeCtx = await createTestApp({
      processor: createStripeProcessor({
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: 'whsec_test_secret',
        fetch: fake.fetch,
      }),
    });
  });
  afterAll(() => stripeCtx.close());

  async function paidThroughStripe() {
    const stripeApi = testApi(stripeCtx);
    const admin = await stripeCtx.createUser('admin');
    const cls = await createClass(stripeCtx, { name: 'Korean A1', price: 30, availableSeats: 4 });
    const student = await stripeCtx.createUser();
    const cartItemId = (await stripeApi.select(student, cls.id)).json().insertedId as string;
    const intent = await stripeApi.intent(student, cartItemId);
    const transactionId = (intent.json().clientSecret as string).split('_secret_')[0]!;
    fake.succeed(transactionId);
    expect((await stripeApi.record(student, transactionId, cartItemId)).statusCode).toBe(200);
    return { admin, cls, student, transactionId };
  }
  const remove = (admin: TestUser, id: string) =>
    stripeCtx.app.inject({ method: 'DELETE', url: `/api/users/${id}?refund=true`, headers: admin.headers });

  it("refunds through Stripe's Refunds API once, then deletes", async () => {
    const { admin, cls, student, transactionId } = await paidThroughStripe();
    const res = await remove(admin, student.id);
    expect(res.json()).toEqual({ deletedCount: 1, refundedCount: 1 });
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(new URLSearchParams(refunds[0]!.body).get('payment_intent')).toBe(transactionId);
    expect(fake.isRefunded(transactionId)).toBe(true);
    expect(await classRow(stripeCtx, cls.id)).toMatchObject({ students: 0, availableSeats: 4 });
    expect((await remove(admin, student.id)).statusCode).toBe(404);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('deletes nothing when Stripe refuses the refund', async () => {
    const { admin, cls, student, transactionId } = await paidThroughStripe();
    fake.intents.get(transactionId)!.latest_charge = null;
    const res = await remove(admin, student.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'The payment processor did not refund the payment for “Korean A1”, so nothing was deleted. Please try again later.',
    );
    expect(await classRow(stripeCtx, cls.id)).toMatchObject({ students: 1, availableSeats: 3 });
    const [row] = await stripeCtx.store.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    expect(row).toMatchObject({ status: 'paid', userId: student.id, email: student.email });
  });
});
