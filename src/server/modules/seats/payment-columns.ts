import { inArray } from 'drizzle-orm';
import { payments } from '#server/db/schema';

/**
 * A payment's columns as the repositories that read whole payments select them (payment history, receipts,
 * refunds): one list, so a column added to payments is added once.
 */
export const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  email: payments.email,
  transactionId: payments.transactionId,
  priceCents: payments.priceCents,
  classId: payments.classId,
  className: payments.className,
  date: payments.date,
  status: payments.status,
  receiptNumber: payments.receiptNumber,
  amountRefundedCents: payments.amountRefundedCents,
  couponCode: payments.couponCode,
  discountCents: payments.discountCents,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
};

/** Payments with money on them still to give back: a condition, for the payments a leaving student had. */
export const refundable = () => inArray(payments.status, ['paid', 'partially_refunded']);
