import { CURRENCY } from '#contract/payments';
import type { Receipt } from '#contract/receipts';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import type { Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import type { Viewer } from '#server/viewer';
import type {
  EnrolledPayment,
  PaymentBeforeRefund,
  RecordedRefund,
} from '#server/modules/seats/enrolment-events';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { renderReceiptMail } from '#server/modules/mail/moment-mails';
import { accountMailLocale, mailLocale } from '#server/modules/mail/mail-language';
import { renderCreditNoteMail } from '#server/modules/mail/refund-mails';
import { buildReceipt, receiptNumber } from './build-receipt.js';
import type { ReceiptsRepository } from './receipts.repository.js';

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
        throw AppError.notFound(serverText('not_found.receipt'));
      }
      return buildReceipt(row);
    },

    /**
     * Queues the receipt of a payment that just enrolled, in the payment's own transaction: its number exists
     * only there, so it is made there (docs/decisions/payment-receipts.md, slotted-receipt-mail.md). Once per
     * payment, in the language the student chose, read with the payment's own writes (mail-language.md).
     */
    async queueReceipt(tx: Tx, payment: EnrolledPayment): Promise<void> {
      const receipt = buildReceipt({ ...payment, status: 'paid' });
      const mail = await renderReceiptMail(
        receipt,
        { receiptUrl: receiptUrl(payment.id), siteUrl },
        mailLocale(payment.studentLocale),
      );
      await enqueue(tx, {
        ...mail,
        to: payment.email,
        userId: payment.userId,
        kind: 'receipt',
        key: `receipt:${payment.id}`,
      });
    },

    /**
     * Queues the credit note of a refund just recorded, in the refund's own transaction (its number exists
     * only there). Once per refund; none for a payment whose account is gone. In the language the student
     * chose, read in that transaction.
     */
    async queueCreditNote(tx: Tx, payment: PaymentBeforeRefund, refund: RecordedRefund): Promise<void> {
      if (!payment.email) return;
      const mail = await renderCreditNoteMail(
        {
          number: refund.creditNote,
          studentName: payment.studentName,
          className: payment.className,
          amountCents: refund.amountCents,
          receiptNumber: receiptNumber(payment.receiptNumber, payment.date, SCHOOL_TIME_ZONE),
          at: refund.createdAt,
          timeZone: SCHOOL_TIME_ZONE,
          reason: refund.reason,
          cancelled: refund.enrolmentCancelled,
          currency: CURRENCY.toUpperCase(),
        },
        { paymentHistoryUrl: `${siteUrl}/dashboard/payment-history`, siteUrl },
        await accountMailLocale(tx, payment.userId),
      );
      await enqueue(tx, {
        ...mail,
        to: payment.email,
        userId: payment.userId,
        kind: 'credit-note',
        key: `credit-note:${refund.id}`,
      });
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
