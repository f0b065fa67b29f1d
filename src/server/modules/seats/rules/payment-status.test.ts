import { asCents } from '#server/money';
import { describe, expect, it } from 'vitest';
import { leftToRefund, paymentStatusOf } from './payment-status.js';

describe('the payment status rule', () => {
  it('says paid before any refund, partially refunded below the price, refunded at the price', () => {
    expect(paymentStatusOf(asCents(5000), asCents(0))).toBe('paid');
    expect(paymentStatusOf(asCents(5000), asCents(1))).toBe('partially_refunded');
    expect(paymentStatusOf(asCents(5000), asCents(4999))).toBe('partially_refunded');
    expect(paymentStatusOf(asCents(5000), asCents(5000))).toBe('refunded');
  });

  it('leaves what was not refunded yet to give back, and nothing on a payment refunded instead of enrolling', () => {
    expect(leftToRefund({ status: 'paid', priceCents: asCents(5000), amountRefundedCents: asCents(0) })).toBe(
      5000,
    );
    expect(
      leftToRefund({
        status: 'partially_refunded',
        priceCents: asCents(5000),
        amountRefundedCents: asCents(2000),
      }),
    ).toBe(3000);
    expect(
      leftToRefund({ status: 'refunded', priceCents: asCents(5000), amountRefundedCents: asCents(0) }),
    ).toBe(0);
  });
});
