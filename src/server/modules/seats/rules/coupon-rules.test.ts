import { describe, expect, it } from 'vitest';
import { couponRefusal, discountCents, MIN_CHARGE_CENTS, type CouponTerms } from './coupon-rules.js';

const coupon: CouponTerms = {
  id: 'c1',
  code: 'SPRING',
  kind: 'percent',
  percentOff: 20,
  amountOffCents: null,
  validFrom: null,
  validUntil: null,
  maxUses: 2,
  maxUsesPerStudent: 1,
  appliesTo: 'all',
  classIds: [],
  languages: [],
  minPriceCents: 0,
  active: true,
  uses: 0,
};
const target = { classId: 'k1', language: 'es', priceCents: 5000 };
const now = new Date('2026-03-01T10:00:00Z');

describe('coupon arithmetic', () => {
  it('takes its percentage or its amount off, never more than the price', () => {
    expect(discountCents(coupon, 5000)).toBe(1000);
    expect(discountCents({ kind: 'amount', percentOff: null, amountOffCents: 700 }, 5000)).toBe(700);
    expect(discountCents({ kind: 'amount', percentOff: null, amountOffCents: 9000 }, 5000)).toBe(5000);
  });

  it('takes the whole price rather than leave less than a card can pay', () => {
    const off = 5000 - MIN_CHARGE_CENTS + 1;
    expect(discountCents({ kind: 'amount', percentOff: null, amountOffCents: off }, 5000)).toBe(5000);
  });

  it('refuses a coupon used up, used by the student already, or not valid yet', () => {
    expect(couponRefusal(coupon, target, { now, usedByStudent: 0 })).toBeNull();
    expect(couponRefusal({ ...coupon, uses: 2 }, target, { now, usedByStudent: 0 })).toBe('used-up');
    expect(couponRefusal(coupon, target, { now, usedByStudent: 1 })).toBe('used-by-student');
    expect(
      couponRefusal({ ...coupon, validFrom: new Date('2026-04-01') }, target, { now, usedByStudent: 0 }),
    ).toBe('not-yet-valid');
  });
});
