import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnyProcessor, SimulatedProcessor } from '#server/card-processors/processor';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import {
  cancelledEnrolments,
  enrolments,
  outgoingMails,
  payments,
  refunds,
  simulatedRefunds,
} from '#server/db/schema';
import { classRow, createClass, testApi } from '#server/testing/fixtures';
import { useTestApp } from '#server/testing/test-app';

const CANCELS = 20;

// The simulated processor, counting every refund it is asked for.
let inner: SimulatedProcessor | undefined;
const refundCalls: string[] = [];
const processor: AnyProcessor = {
  kind: 'simulated',
  createIntent: (input) => inner!.createIntent(input),
  retrieve: (id) => inner!.retrieve(id),
  cancel: (id) => inner!.cancel(id),
  confirm: (input) => inner!.confirm(input),
  listRefunds: (id) => inner!.listRefunds(id),
  async refund(id, options) {
    refundCalls.push(id);
    return inner!.refund(id, options);
  },
};

const ctx = useTestApp({ processor, authRateLimit: false });

describe('concurrent cancels of one enrolment', () => {
  it('refund once: one refund row, one processor refund, one seat back', async () => {
    inner ??= createSimulatedProcessor(ctx.store.db);
    const api = testApi(ctx);
    const student = await ctx.createUser('user');
    const cls = await createClass(ctx, { price: 30, availableSeats: 3 });
    const { cartItemId, transactionId } = await api.payUpToRecord(student, cls.id);
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);
    const [enrolment] = await ctx.store.db.select().from(enrolments).where(eq(enrolments.userId, student.id));

    const answers = await Promise.all(
      Array.from({ length: CANCELS }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/enrolments/${enrolment!.id}/cancel`,
          headers: student.headers,
          payload: { expectedRefund: 30 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others find it cancelled, whether they waited for its lock or came after: 409.
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    expect(await ctx.store.db.select().from(refunds)).toHaveLength(1);
    expect(await ctx.store.db.select().from(simulatedRefunds)).toHaveLength(1);
    expect(refundCalls).toHaveLength(1);
    expect(await ctx.store.db.select().from(cancelledEnrolments)).toHaveLength(1);
    expect(
      await ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'credit-note')),
    ).toHaveLength(1);
    const [payment] = await ctx.store.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedCents: 3000 });
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 3, students: 0 });
  });
});
