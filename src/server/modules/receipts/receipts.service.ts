import type { Receipt } from '#contract/receipts';
import type { Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import type { Viewer } from '#server/viewer';
import type { EnrolledPayment } from '#server/modules/seats/enrolment-events';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { renderReceiptMail } from '#server/modules/mail/moment-mails';
import { buildReceipt } from './build-receipt.js';
import type { ReceiptsRepository } from './receipts.repository.js';

const NO_SUCH_RECEIPT = 'No receipt with that id.';

export function createReceiptsService(deps: {
  repository: ReceiptsRepository;
  enqueue: EnqueueMail;
  siteUrl: string;
}) {
  const { repository, enqueue } = deps;
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');
  const receiptUrl = (id: string) => `${siteUrl}/dashboard/receipts/${id}`;

  return {
    /** Its student's or an admin's; anyone else is told there is none, so ids reveal nothing. */
    async getReceipt(viewer: Viewer, id: string): Promise<Receipt> {
      const row = await repository.find(id);
      if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) {
        throw AppError.notFound(NO_SUCH_RECEIPT);
      }
      return buildReceipt(row);
    },

    /**
     * Queues the receipt of a payment that just enrolled, in the payment's own transaction: its number exists
     * only there, so it is made there (docs/decisions/payment-receipts.md, slotted-receipt-mail.md). Once per
     * payment.
     */
    async queueReceipt(tx: Tx, payment: EnrolledPayment): Promise<void> {
      const receipt = buildReceipt({ ...payment, status: 'paid' });
      const mail = await renderReceiptMail(receipt, { receiptUrl: receiptUrl(payment.id), siteUrl });
      await enqueue(tx, {
        ...mail,
        to: payment.email,
        userId: payment.userId,
        kind: 'receipt',
        key: `receipt:${payment.id}`,
      });
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
