import type { AppliedCoupon, CouponKind, CouponScope } from '#contract/coupons';
import {
  dollarsFromCents,
  leastCents,
  minusCents,
  NO_CENTS,
  percentOfCents,
  usdText,
  type Cents,
} from '#server/money';
import { serverText, type ServerText } from '#server/i18n/server-messages';

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

/** What the student is told, in one sentence (a moment in it is said in the school's zone). */
export function refusalMessage(reason: CouponRefusal, coupon: CouponTerms): ServerText {
  const { code } = coupon;
  switch (reason) {
    case 'inactive':
      return serverText('conflict.coupon_inactive', { code });
    case 'not-yet-valid':
      return serverText('conflict.coupon_not_yet_valid', { code, start: coupon.validFrom! });
    case 'expired':
      return serverText('conflict.coupon_expired', { code });
    case 'used-up':
      return serverText('conflict.coupon_used_up', { code });
    case 'used-by-student':
      return serverText('conflict.coupon_used_by_student', { code, times: coupon.maxUsesPerStudent });
    case 'not-for-class':
      return serverText('conflict.coupon_not_for_class', { code });
    case 'below-minimum':
      return serverText('conflict.coupon_below_minimum', { code, minimum: { cents: coupon.minPriceCents } });
  }
}

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
