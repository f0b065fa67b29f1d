import { describe, expect, it } from 'vitest';
import { leftToRefund, paymentStatusOf } from './payment-status.js';

describe('the payment status rule', () => {
  it('says paid before any refund, partially refunded below the price, refunded at the price', () => {
    expect(paymentStatusOf(5000, 0)).toBe('paid');
    expect(paymentStatusOf(5000, 1)).toBe('partially_refunded');
    expect(paymentStatusOf(5000, 4999)).toBe('partially_refunded');
    expect(paymentStatusOf(5000, 5000)).toBe('refunded');
  });

  it('leaves what was not refunded yet to give back, and nothing on a payment refunded instead of enrolling', () => {
    expect(leftToRefund({ status: 'paid', priceCents: 5000, amountRefundedCents: 0 })).toBe(5000);
    expect(leftToRefund({ status: 'partially_refunded', priceCents: 5000, amountRefundedCents: 2000 })).toBe(
      3000,
    );
    expect(leftToRefund({ status: 'refunded', priceCents: 5000, amountRefundedCents: 0 })).toBe(0);
  });
});
