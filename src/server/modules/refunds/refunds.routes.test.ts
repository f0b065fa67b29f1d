import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnyProcessor, SimulatedProcessor } from '#server/card-processors/processor';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import {
  cancelledEnrolments,
  classes,
  classSessions,
  enrolments,
  outgoingMails,
  payments,
  refunds,
  simulatedPaymentIntents,
  waitlistEntries,
} from '#server/db/schema';
import { classRow, createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';
import { ALREADY_CANCELLED } from './refunds.service.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// The first session of the scheduled classes below; the school's clock is moved around it.
const FIRST = new Date('2026-12-14T17:00:00Z');
const clock = { at: new Date(FIRST.getTime() - 30 * DAY) };

// The simulated processor, whose refunds can be made to fail as an outage would.
let inner: SimulatedProcessor;
const outage = { on: false };
const processor: AnyProcessor = {
  kind: 'simulated',
  createIntent: (input) => inner.createIntent(input),
  retrieve: (id) => inner.retrieve(id),
  cancel: (id) => inner.cancel(id),
  confirm: (input) => inner.confirm(input),
  listRefunds: (id) => inner.listRefunds(id),
  async refund(id, options) {
    if (outage.on) throw new Error('the processor is down');
    return inner.refund(id, options);
  },
};

const ctx = useTestApp({ now: () => clock.at, processor });
let api: TestApi;
beforeAll(() => {
  inner = createSimulatedProcessor(ctx.store.db, { now: () => clock.at });
  api = testApi(ctx);
});
beforeEach(() => {
  clock.at = new Date(FIRST.getTime() - 30 * DAY);
  outage.on = false;
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });

/** A student who paid $49.99 for a class of 5 seats, meeting from FIRST (or with no schedule). */
async function paidEnrolment(options: { scheduled?: boolean; price?: number } = {}) {
  const student = await ctx.createUser('user');
  const cls = await createClass(ctx, { price: options.price ?? 49.99 });
  if (options.scheduled ?? true) {
    await ctx.store.db.insert(classSessions).values([
      { classId: cls.id, startsAt: FIRST, endsAt: new Date(FIRST.getTime() + HOUR) },
      {
        classId: cls.id,
        startsAt: new Date(FIRST.getTime() + 7 * DAY),
        endsAt: new Date(FIRST.getTime() + 7 * DAY + HOUR),
      },
    ]);
  }
  const { cartItemId, transactionId } = await api.payUpToRecord(student, cls.id);
  const recorded = await api.record(student, transactionId, cartItemId);
  expect(recorded.statusCode, recorded.body).toBe(200);
  const [enrolment] = await ctx.store.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
  return { student, cls, transactionId, enrolmentId: enrolment!.id, paymentId: enrolment!.paymentId! };
}

const quote = (who: TestUser, enrolmentId: string) =>
  send('GET', `/api/enrolments/${enrolmentId}/cancellation`, who);
const cancel = (who: TestUser, enrolmentId: string, expectedRefund: number) =>
  send('POST', `/api/enrolments/${enrolmentId}/cancel`, who, { expectedRefund });

async function paymentOf(id: string) {
  const [row] = await ctx.store.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('the cancellation quote', () => {
  it('gives everything back up to exactly 7 days before the first session, half after that', async () => {
    const { student, enrolmentId } = await paidEnrolment();
    clock.at = new Date(FIRST.getTime() - 7 * DAY);
    const full = await quote(student, enrolmentId);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      rule: 'full',
      refund: 49.99,
      refundText: '$49.99',
      paid: 49.99,
      alreadyRefunded: 0,
      firstSessionAt: FIRST.toISOString(),
    });
    expect(full.json().ruleText).toContain('at least 7 days before the first session');

    clock.at = new Date(FIRST.getTime() - 7 * DAY + 1);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({ rule: 'partial', refund: 25 });
  });

  it('gives half back up to exactly 24 hours before the first session, nothing after', async () => {
    const { student, enrolmentId } = await paidEnrolment();
    clock.at = new Date(FIRST.getTime() - 24 * HOUR);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({ rule: 'partial', refund: 25 });
    clock.at = new Date(FIRST.getTime() - 24 * HOUR + 1);
    const none = (await quote(student, enrolmentId)).json();
    expect(none).toMatchObject({ rule: 'none', refund: 0, refundText: '$0.00' });
    expect(none.ruleText).toContain('less than 24 hours');
    clock.at = new Date(FIRST.getTime() + HOUR);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({
      rule: 'none',
      refund: 0,
      ruleText: 'The class has begun: no refund.',
    });
  });

  it('refunds a class without a schedule in full until an admin says otherwise', async () => {
    const { student, enrolmentId } = await paidEnrolment({ scheduled: false });
    expect((await quote(student, enrolmentId)).json()).toMatchObject({
      rule: 'unscheduled-full',
      refund: 49.99,
      firstSessionAt: null,
    });
    const admin = await ctx.createUser('admin');
    const saved = await send('PUT', '/api/school-settings/refund-policy', admin, {
      fullRefundDays: 7,
      partialRefundHours: 24,
      partialRefundPercent: 50,
      unscheduledRefund: 'none',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({ rule: 'unscheduled-none', refund: 0 });
  });

  it("follows the admin's policy: 14 days full, 75% up to 48 hours", async () => {
    const { student, enrolmentId } = await paidEnrolment({ price: 100 });
    const admin = await ctx.createUser('admin');
    const saved = await send('PUT', '/api/school-settings/refund-policy', admin, {
      fullRefundDays: 14,
      partialRefundHours: 48,
      partialRefundPercent: 75,
      unscheduledRefund: 'full',
    });
    expect(saved.json().refundPolicy).toEqual({
      fullRefundDays: 14,
      partialRefundHours: 48,
      partialRefundPercent: 75,
      unscheduledRefund: 'full',
    });
    clock.at = new Date(FIRST.getTime() - 10 * DAY);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({ rule: 'partial', refund: 75 });
    clock.at = new Date(FIRST.getTime() - 47 * HOUR);
    expect((await quote(student, enrolmentId)).json()).toMatchObject({ rule: 'none', refund: 0 });
  });

  it("answers 404 for another student's enrolment", async () => {
    const { enrolmentId } = await paidEnrolment();
    const other = await ctx.createUser('user');
    expect((await quote(other, enrolmentId)).statusCode).toBe(404);
    expect((await cancel(other, enrolmentId, 49.99)).statusCode).toBe(404);
  });
});

describe('cancelling an enrolment', () => {
  it('refunds in full inside the full window, keeps the history, gives the seat back and mails a credit note', async () => {
    const { student, cls, enrolmentId, paymentId, transactionId } = await paidEnrolment();
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 4, students: 1 });

    const res = await cancel(student, enrolmentId, 49.99);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      refunded: 49.99,
      creditNoteNumber: expect.stringMatching(/^CN-2026-\d{6}$/),
    });

    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', amountRefundedCents: 4999 });
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 5, students: 0 });
    expect((await send('GET', '/api/enrolled', student)).json()).toEqual([]);
    const [history] = await ctx.store.db.select().from(cancelledEnrolments);
    expect(history).toMatchObject({ id: enrolmentId, userId: student.id, classId: cls.id, paymentId });
    const [refund] = await ctx.store.db.select().from(refunds);
    expect(refund).toMatchObject({
      paymentId,
      amountCents: 4999,
      kind: 'cancellation',
      createdBy: student.id,
    });
    const [intent] = await ctx.store.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, transactionId));
    expect(intent).toMatchObject({ status: 'refunded', amountRefunded: 4999 });

    const history_ = (await send('GET', `/api/payments/${student.email}`, student)).json();
    expect(history_[0]).toMatchObject({ status: 'refunded', amountRefunded: 49.99, price: 49.99 });

    const [mail] = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'credit-note'));
    expect(mail?.to).toBe(student.email);
    expect(mail?.subject).toBe(`Your credit note ${res.json().creditNoteNumber}: $49.99 refunded`);
    expect(mail?.text).toContain('Spanish for Testers');
    expect(mail?.text).toMatch(/STW-2026-\d{6}/);
    expect(mail?.text).toContain('/dashboard/payment-history');
  });

  it('mails the credit note in the language the student chose', async () => {
    const { student, enrolmentId } = await paidEnrolment();
    expect((await send('PUT', '/api/me/locale', student, { locale: 'de' })).statusCode).toBe(204);
    const res = await cancel(student, enrolmentId, 49.99);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'credit-note'));
    expect(mail?.subject).toBe(`Deine Gutschrift ${res.json().creditNoteNumber}: 49,99\u00a0$ erstattet`);
    expect(mail?.html).toMatch(/<html dir="ltr" lang="de">/);
    expect(mail?.text).toContain(`${student.name}, deine Anmeldung für Spanish for Testers ist storniert`);
    expect(mail?.text).toContain('Erstatteter Betrag (USD)');
  });

  it('offers the freed seat of a full class to the first student in line by the time it answers', async () => {
    const { student, cls, enrolmentId } = await paidEnrolment();
    // The class is full: its other seats went to others.
    await ctx.store.db.update(classes).set({ availableSeats: 0 }).where(eq(classes.id, cls.id));
    const waiting = await ctx.createUser('user');
    const joined = await send('POST', `/api/classes/${cls.id}/waitlist`, waiting);
    expect(joined.statusCode, joined.body).toBe(201);

    const res = await cancel(student, enrolmentId, 49.99);
    expect(res.statusCode, res.body).toBe(200);
    // No waiting for a job: the offer was made before the cancellation answered.
    const [entry] = await ctx.store.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, waiting.id));
    expect(entry?.status).toBe('offered');
    const offers = await ctx.store.db
      .select({ to: outgoingMails.to })
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'waitlist-offer'));
    expect(offers).toEqual([{ to: waiting.email }]);
  });

  it('refunds half inside the partial window and marks the payment partially refunded', async () => {
    const { student, enrolmentId, paymentId } = await paidEnrolment();
    clock.at = new Date(FIRST.getTime() - 3 * DAY);
    const res = await cancel(student, enrolmentId, 25);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunded).toBe(25);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'partially_refunded',
      amountRefundedCents: 2500,
    });
    const history = (await send('GET', `/api/payments/${student.email}`, student)).json();
    expect(history[0]).toMatchObject({ status: 'partially_refunded', amountRefunded: 25 });
  });

  it('cancels with nothing back after the last window, moves no money and mails no credit note', async () => {
    const { student, cls, enrolmentId, paymentId } = await paidEnrolment();
    clock.at = new Date(FIRST.getTime() - HOUR);
    const res = await cancel(student, enrolmentId, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refunded: 0, creditNoteNumber: null });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'paid', amountRefundedCents: 0 });
    expect(await ctx.store.db.select().from(refunds)).toEqual([]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 5, students: 0 });
  });

  it('refuses with the new figures when time passed a boundary between quote and confirm', async () => {
    const { student, cls, enrolmentId, paymentId } = await paidEnrolment();
    clock.at = new Date(FIRST.getTime() - 7 * DAY);
    expect((await quote(student, enrolmentId)).json().refund).toBe(49.99);
    clock.at = new Date(FIRST.getTime() - 7 * DAY + 60_000);
    const res = await cancel(student, enrolmentId, 49.99);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('refund_changed');
    expect(res.json().error.message).toContain('$25.00');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'paid', amountRefundedCents: 0 });
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 4, students: 1 });
    expect((await send('GET', '/api/enrolled', student)).json()).toHaveLength(1);
  });

  it('records nothing and keeps the enrolment when the processor does not refund', async () => {
    const { student, cls, enrolmentId, paymentId } = await paidEnrolment();
    outage.on = true;
    const res = await cancel(student, enrolmentId, 49.99);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain('your enrolment was not cancelled');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'paid', amountRefundedCents: 0 });
    expect(await ctx.store.db.select().from(refunds)).toEqual([]);
    expect(
      await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'credit-note')),
    ).toEqual([]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 4, students: 1 });
    outage.on = false;
    expect((await cancel(student, enrolmentId, 49.99)).statusCode).toBe(200);
  });

  it('lets the student enrol again later, with a new payment', async () => {
    const { student, cls, enrolmentId } = await paidEnrolment();
    expect((await cancel(student, enrolmentId, 49.99)).statusCode).toBe(200);
    const { cartItemId, transactionId } = await api.payUpToRecord(student, cls.id);
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);
    expect((await send('GET', '/api/enrolled', student)).json()).toHaveLength(1);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 4, students: 1 });
  });

  it('answers 409 when the enrolment is cancelled already, and 404 to another student', async () => {
    const { student, enrolmentId } = await paidEnrolment();
    expect((await cancel(student, enrolmentId, 49.99)).statusCode).toBe(200);
    const again = await cancel(student, enrolmentId, 49.99);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'conflict', message: ALREADY_CANCELLED });
    const other = await ctx.createUser('user');
    expect((await cancel(other, enrolmentId, 49.99)).statusCode).toBe(404);
    expect(await ctx.store.db.select().from(refunds)).toHaveLength(1);
  });
});

describe("an admin's refund", () => {
  it('gives back any amount up to what is left, with a reason, and keeps the enrolment', async () => {
    const { student, paymentId, enrolmentId } = await paidEnrolment();
    const admin = await ctx.createUser('admin');
    const first = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 10,
      reason: 'The first lesson was moved.',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      enrolmentCancelled: false,
      refund: { amount: 10, kind: 'admin', reason: 'The first lesson was moved.', email: student.email },
    });
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'partially_refunded',
      amountRefundedCents: 1000,
    });
    expect((await send('GET', '/api/enrolled', student)).json()).toHaveLength(1);

    const over = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 40,
      reason: 'More.',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('At most $39.99 is left to refund on this payment.');

    const rest = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 39.99,
      reason: 'All.',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', amountRefundedCents: 4999 });
    const again = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 0.01,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);

    // The student cancelling later is owed nothing more.
    expect((await quote(student, enrolmentId)).json()).toMatchObject({
      rule: 'full',
      refund: 0,
      alreadyRefunded: 49.99,
    });
    const list = await send('GET', '/api/refunds', admin);
    expect(list.json().map((r: { amount: number }) => r.amount)).toEqual([39.99, 10]);
  });

  it('cancels the enrolment too when asked, giving the seat back', async () => {
    const { student, cls, paymentId } = await paidEnrolment();
    const admin = await ctx.createUser('admin');
    const res = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 49.99,
      reason: 'The student moved away.',
      cancelEnrolment: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolmentCancelled).toBe(true);
    expect((await send('GET', '/api/enrolled', student)).json()).toEqual([]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 5, students: 0 });
  });

  it('needs a reason and an amount above 0', async () => {
    const { paymentId } = await paidEnrolment();
    const admin = await ctx.createUser('admin');
    const noReason = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 5,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const zero = await send('POST', `/api/payments/${paymentId}/refunds`, admin, { amount: 0, reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const cents = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 1.005,
      reason: 'x',
    });
    expect(cents.statusCode).toBe(400);
    // Above 0 but less than a cent: it would round to nothing, which no processor refunds.
    const crumb = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 5e-324,
      reason: 'x',
    });
    expect(crumb.statusCode).toBe(400);
    expect(crumb.json().error.fields).toHaveProperty('amount');
    expect(await ctx.store.db.select().from(refunds)).toEqual([]);
  });
});

describe('deleting an account with its refunds', () => {
  it('records each refund as a row, on top of an earlier partial one, and mails no credit note', async () => {
    const { student, paymentId } = await paidEnrolment();
    const admin = await ctx.createUser('admin');
    const part = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 9.99,
      reason: 'Sorry.',
    });
    expect(part.statusCode, part.body).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${student.id}?refund=true`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await ctx.store.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows.map((r) => [r.kind, r.amountCents, r.reason]).sort()).toEqual([
      ['admin', 4000, 'The account was deleted'],
      ['admin', 999, 'Sorry.'],
    ]);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'refunded',
      amountRefundedCents: 4999,
      email: null,
    });
    const notes = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'credit-note'));
    expect(notes).toHaveLength(1);
  });
});

describe('the school settings', () => {
  it('start from the defaults and refuse a policy that makes no sense', async () => {
    const admin = await ctx.createUser('admin');
    expect((await send('GET', '/api/school-settings', admin)).json()).toEqual({
      refundPolicy: {
        fullRefundDays: 7,
        partialRefundHours: 24,
        partialRefundPercent: 50,
        unscheduledRefund: 'full',
      },
      lateJoining: false,
      updatedAt: null,
    });
    const put = (body: object) => send('PUT', '/api/school-settings/refund-policy', admin, body);
    const good = {
      fullRefundDays: 7,
      partialRefundHours: 24,
      partialRefundPercent: 50,
      unscheduledRefund: 'full',
    };
    const longer = await put({ ...good, partialRefundHours: 24 * 8 });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().error.fields).toHaveProperty('partialRefundHours');
    expect((await put({ ...good, partialRefundPercent: 101 })).statusCode).toBe(400);
    expect((await put({ ...good, fullRefundDays: -1 })).statusCode).toBe(400);
    expect((await put({ ...good, fullRefundDays: 1.5 })).statusCode).toBe(400);
    expect((await put({ ...good, unscheduledRefund: 'half' })).statusCode).toBe(400);
    expect((await send('GET', '/api/school-settings', admin)).json().updatedAt).toBeNull();
  });
});
