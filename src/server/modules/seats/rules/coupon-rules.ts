import type { AppliedCoupon, CouponKind, CouponScope } from '#contract/coupons';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import {
  dollarsFromCents,
  leastCents,
  minusCents,
  NO_CENTS,
  percentOfCents,
  usdText,
  type Cents,
} from '#server/money';

/** A coupon's terms as stored: what deciding whether it applies, and how much it takes off, needs. */
export interface CouponTerms {
  id: string;
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: Cents | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerStudent: number;
  appliesTo: CouponScope;
  classIds: string[];
  languages: string[];
  minPriceCents: Cents;
  active: boolean;
  uses: number;
}

/** The class a coupon is tried on. */
export interface CouponTarget {
  classId: string;
  language: string | null;
  priceCents: Cents;
}

export type CouponRefusal =
  | 'inactive'
  | 'not-yet-valid'
  | 'expired'
  | 'used-up'
  | 'used-by-student'
  | 'not-for-class'
  | 'below-minimum';

/**
 * Stripe refuses to charge less than 50 cents: a discount that would leave less than that takes the whole
 * price instead (docs/decisions/coupons.md).
 */
export const MIN_CHARGE_CENTS = 50;

/** Why this coupon cannot be used on this class by this student now; null when it can. */
export function couponRefusal(
  coupon: CouponTerms,
  target: CouponTarget,
  at: { now: Date; usedByStudent: number },
): CouponRefusal | null {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom && at.now < coupon.validFrom) return 'not-yet-valid';
  if (coupon.validUntil && at.now >= coupon.validUntil) return 'expired';
  if (coupon.appliesTo === 'classes' && !coupon.classIds.includes(target.classId)) return 'not-for-class';
  if (
    coupon.appliesTo === 'languages' &&
    (target.language === null || !coupon.languages.includes(target.language))
  ) {
    return 'not-for-class';
  }
  if (target.priceCents < coupon.minPriceCents) return 'below-minimum';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'used-up';
  if (at.usedByStudent >= coupon.maxUsesPerStudent) return 'used-by-student';
  return null;
}

const day = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SCHOOL_TIME_ZONE,
});

/** What the student is told, in one sentence. */
export function refusalMessage(reason: CouponRefusal, coupon: CouponTerms): string {
  switch (reason) {
    case 'inactive':
      return `The coupon ${coupon.code} is no longer offered.`;
    case 'not-yet-valid':
      return `The coupon ${coupon.code} is not valid yet: it starts on ${day.format(coupon.validFrom!)} (school time).`;
    case 'expired':
      return `The coupon ${coupon.code} has expired.`;
    case 'used-up':
      return `The coupon ${coupon.code} has been used up.`;
    case 'used-by-student':
      return coupon.maxUsesPerStudent === 1
        ? `You have already used the coupon ${coupon.code}.`
        : `You have already used the coupon ${coupon.code} ${coupon.maxUsesPerStudent} times, as often as it allows.`;
    case 'not-for-class':
      return `The coupon ${coupon.code} is not valid for this class.`;
    case 'below-minimum':
      return `The coupon ${coupon.code} is only for classes of ${usdText(coupon.minPriceCents)} or more.`;
  }
}

export const UNKNOWN_COUPON = 'There is no coupon with this code.';

/** What the coupon takes off this price: never more than the price, never leaving less than a card can pay. */
export function discountCents(
  coupon: Pick<CouponTerms, 'kind' | 'percentOff' | 'amountOffCents'>,
  priceCents: Cents,
): Cents {
  const off =
    coupon.kind === 'percent'
      ? percentOfCents(priceCents, coupon.percentOff ?? 0)
      : leastCents(coupon.amountOffCents ?? NO_CENTS, priceCents);
  return off > 0 && minusCents(priceCents, off) < MIN_CHARGE_CENTS ? priceCents : off;
}

function couponLabel(coupon: Pick<CouponTerms, 'kind' | 'percentOff' | 'amountOffCents'>): string {
  return coupon.kind === 'percent'
    ? `${coupon.percentOff}% off`
    : `${usdText(coupon.amountOffCents ?? NO_CENTS)} off`;
}

/** The coupon on a price as the payment page shows it. */
export function appliedCoupon(
  coupon: Pick<CouponTerms, 'code' | 'kind' | 'percentOff' | 'amountOffCents'>,
  priceCents: Cents,
): AppliedCoupon {
  const discount = discountCents(coupon, priceCents);
  return {
    code: coupon.code,
    label: couponLabel(coupon),
    discount: dollarsFromCents(discount),
    total: dollarsFromCents(minusCents(priceCents, discount)),
  };
}
