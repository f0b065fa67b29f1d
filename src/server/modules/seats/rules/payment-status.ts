import type { PaymentStatus } from '#contract/payments';
import { centsLeft, NO_CENTS, type Cents } from '#server/money';
import type { RefundReason } from './refund-reasons.js';

/** A payment as written by the enrolment it paid for, or by the refund made instead. */
export interface RecordedPayment {
  id: string;
  userId: string | null;
  status: PaymentStatus;
  refundReason: RefundReason | null;
  /** False when this transaction was already recorded. */
  created: boolean;
}

/**
 * The payment status rule, the only copy: a payment is refunded once the refunds on it reach its price,
 * partially refunded while some is refunded, and paid before any refund.
 */
export function paymentStatusOf(priceCents: Cents, refundedCents: Cents): PaymentStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= priceCents ? 'refunded' : 'partially_refunded';
}

/** What is left to give back on a payment (one refunded instead of enrolling has nothing left). */
export const leftToRefund = (payment: {
  status: PaymentStatus;
  priceCents: Cents;
  amountRefundedCents: Cents;
}): Cents =>
  payment.status === 'refunded' ? NO_CENTS : centsLeft(payment.priceCents, payment.amountRefundedCents);
