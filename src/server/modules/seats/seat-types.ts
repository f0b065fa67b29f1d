import type { Cents } from '#server/money';

/**
 * The enrolment domain's shapes that other modules hold: the seats repository reads and writes them, and
 * the seats service exports them, so no module outside seats/ needs its repository even for a type.
 */

/** A class's row as its lock reads it: what every seat decision of the class starts from. */
export interface LockedClass {
  id: string;
  name: string;
  priceCents: Cents;
  status: string;
  availableSeats: number;
  instructorId: string;
  language: string | null;
}

/** An enrolment about to be cancelled, with what its history row keeps. */
export interface EnrolmentToCancel {
  id: string;
  userId: string;
  classId: string;
  className: string;
  paymentId: string | null;
  createdAt: Date;
}
