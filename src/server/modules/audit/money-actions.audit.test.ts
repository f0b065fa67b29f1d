import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditPage, type AuditEvent } from '#contract/audit';
import { enrolments } from '#server/db/schema';
import { createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

// Refunds, coupons, payouts and the school's settings are money actions: each writes its audit entry in the
// transaction that does it (the other actions are in audit.routes.test.ts).
const ctx = useTestApp();
let api: TestApi;
beforeAll(() => {
  api = testApi(ctx);
});

let admin: TestUser;
beforeEach(async () => {
  admin = await ctx.createUser('admin', { name: 'Ada Admin', email: 'ada@example.com' });
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });

async function entriesOf(action: AuditEvent['action']) {
  const res = await send('GET', `/api/audit?action=${action}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return auditPage.parse(res.json()).events;
}

/** A student who paid $49.99 for a class without a schedule (the policy refunds those in full). */
async function paidEnrolment() {
  const student = await ctx.createUser('user', { email: 'sam@example.com' });
  const cls = await createClass(ctx, { price: 49.99 });
  const { cartItemId, transactionId } = await api.payUpToRecord(student, cls.id);
  const recorded = await api.record(student, transactionId, cartItemId);
  expect(recorded.statusCode, recorded.body).toBe(200);
  const [enrolment] = await ctx.store.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
  return { student, cls, enrolmentId: enrolment!.id, paymentId: enrolment!.paymentId! };
}

describe('money actions in the audit log', () => {
  it("records an admin's partial refund and a student's cancellation, each with its actor and amounts", async () => {
    const { student, enrolmentId, paymentId } = await paidEnrolment();
    const partial = await send('POST', `/api/payments/${paymentId}/refunds`, admin, {
      amount: 10,
      reason: 'The first lesson was moved.',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const cancelled = await send('POST', `/api/enrolments/${enrolmentId}/cancel`, student, {
      expectedRefund: 39.99,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [byStudent, byAdmin] = await entriesOf('refund.issued');
    expect(byAdmin).toMatchObject({
      actor: { id: admin.id, email: 'ada@example.com' },
      subjectType: 'payment',
      subjectId: paymentId,
      before: { status: 'paid', amountRefundedCents: 0 },
      after: {
        status: 'partially_refunded',
        amountRefundedCents: 1000,
        refundCents: 1000,
        kind: 'admin',
        reason: 'The first lesson was moved.',
      },
    });
    expect(byStudent).toMatchObject({
      actor: { id: student.id, email: 'sam@example.com' },
      subjectId: paymentId,
      before: { status: 'partially_refunded', amountRefundedCents: 1000 },
      after: { status: 'refunded', amountRefundedCents: 4999, refundCents: 3999, kind: 'cancellation' },
    });
  });

  it('records a coupon made and then withdrawn, the withdrawal with only what changed', async () => {
    const made = await send('POST', '/api/coupons', admin, {
      code: 'summer25',
      kind: 'percent',
      percentOff: 25,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { _id: id } = made.json() as { _id: string };
    const withdrawn = await send('PATCH', `/api/coupons/${id}`, admin, { active: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const [created] = await entriesOf('coupon.created');
    expect(created).toMatchObject({
      actor: { id: admin.id },
      subjectType: 'coupon',
      subjectLabel: 'SUMMER25',
      before: null,
      after: { code: 'SUMMER25', kind: 'percent', percentOff: 25, active: true },
    });
    const [changed] = await entriesOf('coupon.changed');
    expect(changed).toMatchObject({ subjectLabel: 'SUMMER25' });
    expect(changed!.before).toEqual({ active: true });
    expect(changed!.after).toEqual({ active: false });
  });

  it("records a payout with its instructor and amount, and the settings' changes but not a save that changes nothing", async () => {
    const { cls } = await paidEnrolment();
    const payout = await send('POST', '/api/payouts', admin, {
      instructorId: cls.instructorId,
      amount: 10,
      paidOn: '2026-11-20',
      reference: 'BANK-42',
    });
    expect(payout.statusCode, payout.body).toBe(201);
    const [paid] = await entriesOf('payout.recorded');
    expect(paid).toMatchObject({
      actor: { id: admin.id },
      subjectType: 'payout',
      before: null,
      after: { amountCents: 1000, paidOn: '2026-11-20', reference: 'BANK-42' },
    });

    const commission = () => send('PUT', '/api/school-settings/commission', admin, { commissionPercent: 25 });
    expect((await commission()).statusCode).toBe(200);
    expect((await commission()).statusCode).toBe(200);
    const policy = await send('PUT', '/api/school-settings/refund-policy', admin, {
      fullRefundDays: 14,
      partialRefundHours: 24,
      partialRefundPercent: 50,
      unscheduledRefund: 'full',
    });
    expect(policy.statusCode, policy.body).toBe(200);

    const settings = await entriesOf('settings.changed');
    expect(settings.map((e) => [e.before, e.after])).toEqual([
      [{ fullRefundDays: 7 }, { fullRefundDays: 14 }],
      [{ commissionPercent: 20 }, { commissionPercent: 25 }],
    ]);
  });
});
