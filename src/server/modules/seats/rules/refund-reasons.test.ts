import { asCents } from '#server/money';
import { describe, expect, it } from 'vitest';
import { classSaleOf } from './class-sale.js';
import { refundReasonFor } from './refund-reasons.js';

const upcoming = classSaleOf(asCents(5000), { sessionsTotal: 4, sessionsLeft: 4, ongoing: false }, false);
const ended = classSaleOf(asCents(5000), { sessionsTotal: 4, sessionsLeft: 0, ongoing: false }, false);
const paid = {
  userId: 'ann',
  accountGone: false,
  cls: { status: 'approved', instructorId: 'teacher', availableSeats: 1 },
  sale: upcoming,
  enrolled: false,
  coupon: null,
  amountCents: asCents(5000),
  holding: true,
  heldByOthers: 0,
};

describe('why a succeeded payment is refunded instead of enrolling', () => {
  it('enrols when nothing changed while the student paid', () => {
    expect(refundReasonFor(paid)).toBeNull();
  });

  it('refunds a deleted account, an unavailable class, a class that ended, and the instructor', () => {
    expect(refundReasonFor({ ...paid, accountGone: true })).toBe('account-deleted');
    expect(refundReasonFor({ ...paid, cls: null, sale: null })).toBe('class-unavailable');
    expect(refundReasonFor({ ...paid, sale: ended })).toBe('class-ended');
    expect(refundReasonFor({ ...paid, userId: 'teacher' })).toBe('own-class');
    expect(refundReasonFor({ ...paid, enrolled: true })).toBe('already-enrolled');
  });

  it('refunds a coupon that stopped working, and an amount that is no longer the price after the coupon', () => {
    expect(refundReasonFor({ ...paid, coupon: { usable: false, refusal: 'used-up' } })).toBe(
      'coupon-used-up',
    );
    expect(refundReasonFor({ ...paid, coupon: { usable: false, refusal: 'expired' } })).toBe(
      'coupon-invalid',
    );
    expect(refundReasonFor({ ...paid, coupon: { usable: true, discountCents: asCents(1000) } })).toBe(
      'price-changed',
    );
    expect(
      refundReasonFor({
        ...paid,
        amountCents: asCents(4000),
        coupon: { usable: true, discountCents: asCents(1000) },
      }),
    ).toBeNull();
  });

  it('refunds when the hold ran out and other students hold the seats left', () => {
    expect(refundReasonFor({ ...paid, holding: false, heldByOthers: 1 })).toBe('no-seat');
    expect(refundReasonFor({ ...paid, holding: false, heldByOthers: 0 })).toBeNull();
    expect(refundReasonFor({ ...paid, cls: { ...paid.cls, availableSeats: 0 } })).toBe('no-seat');
  });
});
