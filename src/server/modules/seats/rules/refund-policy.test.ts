import { asCents } from '#server/money';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_POLICY } from '#contract/school-settings';
import { quoteRefund } from './refund-policy.js';

const now = new Date('2026-03-01T10:00:00Z');

describe('the refund policy', () => {
  const policy = DEFAULT_REFUND_POLICY;
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  it('refunds in full far enough before the first session, less what was refunded already', () => {
    const quote = quoteRefund({
      policy,
      priceCents: asCents(5000),
      alreadyRefundedCents: asCents(1000),
      firstSessionAt: days(60),
      now,
    });
    expect(quote).toMatchObject({ rule: 'full', refundCents: 4000 });
  });

  it('gives nothing back once the class has begun, and nothing on a free class', () => {
    expect(
      quoteRefund({
        policy,
        priceCents: asCents(5000),
        alreadyRefundedCents: asCents(0),
        firstSessionAt: days(-1),
        now,
      }),
    ).toMatchObject({ rule: 'none', refundCents: 0 });
    expect(
      quoteRefund({
        policy,
        priceCents: asCents(0),
        alreadyRefundedCents: asCents(0),
        firstSessionAt: days(60),
        now,
      }),
    ).toMatchObject({
      rule: 'free',
      refundCents: 0,
    });
  });
});
