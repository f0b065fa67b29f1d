import { recordAudit } from '#server/modules/audit/audit.service';
import type { EarningsService } from '#server/modules/earnings/earnings.service';
import type { ReceiptsService } from '#server/modules/receipts/receipts.service';
import type { WaitlistService } from '#server/modules/waitlist/waitlist.service';
import type { EnrolmentEventBus } from './enrolment-events.js';

/**
 * The side effects of enrolments: a paid enrolment records the instructor's sale and queues the receipt,
 * an enrolled student leaves the class's waitlist, a freed seat goes to the waitlist, a refund is
 * audited and its credit note queued, and a leaving student's refunded payments are audited.
 */
export function registerEnrolmentHandlers(
  events: EnrolmentEventBus,
  deps: {
    earnings: Pick<EarningsService, 'recordSale'>;
    receipts: Pick<ReceiptsService, 'queueReceipt' | 'queueCreditNote'>;
    waitlist: Pick<WaitlistService, 'acceptEnrolled' | 'offerFreedSeatsQuietly'>;
  },
): void {
  events.on('enrolled', async ({ tx, payment }) => {
    if (!payment) return;
    await deps.earnings.recordSale(tx, payment);
    await deps.receipts.queueReceipt(tx, payment);
  });
  events.on('enrolled', async ({ tx, classId, userId, inWaitlist }) => {
    if (inWaitlist !== false) await deps.waitlist.acceptEnrolled(tx, classId, userId);
  });
  events.on('seatFreed', ({ classId }) => deps.waitlist.offerFreedSeatsQuietly(classId));
  // Money going back is audited with the refund's own row, in its transaction.
  events.on('refunded', ({ tx, payment, after, refund }) =>
    recordAudit(tx, {
      actorId: refund.createdBy,
      action: 'refund.issued',
      subjectType: 'payment',
      subjectId: payment.id,
      subjectLabel: `${payment.className} (${payment.transactionId})`,
      before: { status: payment.status, amountRefundedCents: payment.amountRefundedCents },
      after: {
        status: after.status,
        amountRefundedCents: after.amountRefundedCents,
        refundCents: refund.amountCents,
        kind: refund.kind,
        reason: refund.reason,
        creditNote: refund.creditNote,
        enrolmentCancelled: refund.enrolmentCancelled,
      },
    }),
  );
  events.on('refunded', ({ tx, payment, refund }) => deps.receipts.queueCreditNote(tx, payment, refund));
  // A deleted account's refunds, made in full at the processor, once per payment that held money.
  events.on('withdrawn', async ({ tx, by, payments }) => {
    for (const payment of payments) {
      await recordAudit(tx, {
        actorId: by,
        action: 'refund.issued',
        subjectType: 'payment',
        subjectId: payment.id,
        subjectLabel: `${payment.className} (${payment.transactionId})`,
        before: { status: 'paid', amountRefundedCents: 0 },
        after: {
          status: 'refunded',
          amountRefundedCents: payment.priceCents,
          reason: 'account deleted',
        },
      });
    }
  });
}
