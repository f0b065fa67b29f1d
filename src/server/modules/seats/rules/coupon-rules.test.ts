import { asCents } from '#server/money';
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
  minPriceCents: asCents(0),
  active: true,
  uses: 0,
};
const target = { classId: 'k1', language: 'es', priceCents: asCents(5000) };
const now = new Date('2026-03-01T10:00:00Z');

describe('coupon arithmetic', () => {
  it('takes its percentage or its amount off, never more than the price', () => {
    expect(discountCents(coupon, asCents(5000))).toBe(1000);
    expect(
      discountCents({ kind: 'amount', percentOff: null, amountOffCents: asCents(700) }, asCents(5000)),
    ).toBe(700);
    expect(
      discountCents({ kind: 'amount', percentOff: null, amountOffCents: asCents(9000) }, asCents(5000)),
    ).toBe(5000);
  });

  it('takes the whole price rather than leave less than a card can pay', () => {
    const off = asCents(5000 - MIN_CHARGE_CENTS + 1);
    expect(discountCents({ kind: 'amount', percentOff: null, amountOffCents: off }, asCents(5000))).toBe(
      5000,
    );
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
