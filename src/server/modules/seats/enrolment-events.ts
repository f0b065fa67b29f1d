import type { PaymentStatus } from '#contract/payments';
import type { RefundKind } from '#contract/refunds';
import type { UiLocale } from '#contract/ui-locales';
import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';

/** A payment that has just enrolled its student: what its receipt is made of. */
export interface EnrolledPayment {
  id: string;
  receiptNumber: number;
  userId: string;
  studentName: string | null;
  /** The language the student chose for their mails; null if none (their receipt is then in English). */
  studentLocale: UiLocale | null;
  email: string;
  transactionId: string;
  priceCents: Cents;
  classId: string;
  className: string;
  date: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The coupon's code as used, and what it took off the class's price (priceCents is after it). */
  couponCode: string | null;
  discountCents: Cents;
}

/** A payment as it was when a refund was added to it (its row locked): what the credit note names. */
export interface PaymentBeforeRefund {
  id: string;
  userId: string | null;
  /** Null once the account is gone: no credit note then. */
  email: string | null;
  studentName: string | null;
  transactionId: string;
  className: string;
  receiptNumber: number;
  date: Date;
  status: PaymentStatus;
  amountRefundedCents: Cents;
}

/** A refund just recorded, with its credit note's number. */
export interface RecordedRefund {
  id: string;
  amountCents: Cents;
  reason: string;
  kind: RefundKind;
  /** Null for a refund the card processor reported. */
  createdBy: string | null;
  creditNote: string;
  createdAt: Date;
  /** Whether the refund goes with cancelling the enrolment it paid for. */
  enrolmentCancelled: boolean;
}

/** A payment a leaving student's account had, refunded in full at the processor before it withdrew. */
export interface WithdrawnPayment {
  id: string;
  transactionId: string;
  className: string;
  priceCents: Cents;
}

/**
 * What happens to an enrolment, for the side effects that follow it (mails, waitlist offers, earnings,
 * audit). `enrolled`, `refunded` and `withdrawn` are told inside their transaction, so what their handlers write commits
 * or rolls back with it; `seatFreed` is told after the commit that gave a seat back.
 */
interface EnrolmentEvents {
  enrolled: {
    tx: Tx;
    userId: string;
    classId: string;
    /** Null for a free class taken without a payment. */
    payment: EnrolledPayment | null;
    /** False when the student is known to have no place in the class's waitlist (nothing to close there). */
    inWaitlist?: boolean;
  };
  seatFreed: { classId: string };
  /**
   * A refund added to its payment (a student's cancellation, an admin's, or one the processor reported),
   * not those of an account being deleted: that deletion closes and audits its payments itself.
   */
  refunded: {
    tx: Tx;
    payment: PaymentBeforeRefund;
    /** The payment's status and refunded total with this refund. */
    after: { status: PaymentStatus; amountRefundedCents: Cents };
    refund: RecordedRefund;
  };
  /**
   * A leaving student gave every seat back and their payments are closed as refunded (the account is
   * being deleted, by `by`): `payments` are those that held money, each refunded at the processor.
   */
  withdrawn: { tx: Tx; userId: string; by: string; payments: readonly WithdrawnPayment[] };
}

type EnrolmentEventName = keyof EnrolmentEvents;
type EnrolmentHandler<K extends EnrolmentEventName> = (event: EnrolmentEvents[K]) => Promise<void>;

/**
 * The enrolment's event bus: handlers run one after another, in the order they subscribed, and the first
 * failure reaches the one who emitted (inside a transaction, it rolls the enrolment back).
 */
export function createEnrolmentEvents() {
  const handlers: { [K in EnrolmentEventName]: EnrolmentHandler<K>[] } = {
    enrolled: [],
    seatFreed: [],
    refunded: [],
    withdrawn: [],
  };
  return {
    on<K extends EnrolmentEventName>(name: K, handler: EnrolmentHandler<K>): void {
      handlers[name].push(handler);
    },
    async emit<K extends EnrolmentEventName>(name: K, event: EnrolmentEvents[K]): Promise<void> {
      for (const handler of handlers[name]) await handler(event);
    },
  };
}

export type EnrolmentEventBus = ReturnType<typeof createEnrolmentEvents>;
