import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';

/** A payment that has just enrolled its student: what its receipt is made of. */
export interface EnrolledPayment {
  id: string;
  receiptNumber: number;
  userId: string;
  studentName: string | null;
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

/**
 * What happens to an enrolment, for the side effects that follow it (mails, waitlist offers, earnings).
 * `enrolled` is told inside the enrolment's transaction, so what its handlers write commits or rolls back
 * with it; `seatFreed` is told after the commit that gave a seat back.
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
}

type EnrolmentEventName = keyof EnrolmentEvents;
type EnrolmentHandler<K extends EnrolmentEventName> = (event: EnrolmentEvents[K]) => Promise<void>;

/**
 * The enrolment's event bus: handlers run one after another, in the order they subscribed, and the first
 * failure reaches the one who emitted (inside a transaction, it rolls the enrolment back).
 */
export function createEnrolmentEvents() {
  const handlers: { [K in EnrolmentEventName]: EnrolmentHandler<K>[] } = { enrolled: [], seatFreed: [] };
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
