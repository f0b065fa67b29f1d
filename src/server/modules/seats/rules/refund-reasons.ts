import type { Cents } from '#server/money';
import type { ClassSale } from './class-sale.js';
import { ineligibility } from './eligibility.js';
import { seatFor } from './seat-rule.js';

export type RefundReason =
  | 'no-seat'
  | 'already-enrolled'
  | 'price-changed'
  | 'class-unavailable'
  | 'account-deleted'
  // The item's coupon was used up by others, or stopped working, while the student paid.
  | 'coupon-used-up'
  | 'coupon-invalid'
  // Every session took place, or the class started and the school takes no late students, meanwhile.
  | 'class-ended'
  | 'class-started'
  // The student was made the class's instructor while paying.
  | 'own-class';

/** The item's coupon as checked under the class's lock: what it takes off, or why it cannot be used. */
type CouponCheck = { usable: true; discountCents: Cents } | { usable: false; refusal: string };

/**
 * Why a succeeded payment cannot enrol its student, from what was read under the class's lock; null when it
 * can. The eligibility rule first, then the coupon and the price the intent was made for, then the seat.
 */
export function refundReasonFor(facts: {
  userId: string;
  accountGone: boolean;
  cls: { status: string; instructorId: string; availableSeats: number } | null;
  sale: ClassSale | null;
  enrolled: boolean;
  coupon: CouponCheck | null;
  amountCents: Cents;
  /** Whether the student's item holds a seat now, and the live holds of other students. */
  holding: boolean;
  heldByOthers: number;
}): RefundReason | null {
  const { cls, sale, coupon, holding } = facts;
  if (facts.accountGone) return 'account-deleted';
  switch (ineligibility({ userId: facts.userId, cls, sale, enrolled: facts.enrolled })) {
    case 'unavailable':
      return 'class-unavailable';
    case 'own-class':
      return 'own-class';
    case 'not-for-sale':
      return sale?.state === 'ended' ? 'class-ended' : 'class-started';
    case 'already-enrolled':
      return 'already-enrolled';
    default:
  }
  if (!cls || !sale) return 'class-unavailable';
  if (coupon && !coupon.usable) return coupon.refusal === 'used-up' ? 'coupon-used-up' : 'coupon-invalid';
  // The price now (of the sessions left, joining late) after the item's coupon: what the intent was made
  // for when nothing changed meanwhile.
  if (sale.priceCents - (coupon?.usable ? coupon.discountCents : 0) !== facts.amountCents)
    return 'price-changed';
  return seatFor(cls.availableSeats, holding ? 0 : facts.heldByOthers, holding) === 'free' ? null : 'no-seat';
}
