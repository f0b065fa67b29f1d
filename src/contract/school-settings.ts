import { z } from 'zod/mini';

export const unscheduledRefunds = ['full', 'none'] as const;

const REFUND_FULL_DAYS_MAX = 365;
const REFUND_PARTIAL_HOURS_MAX = 24 * REFUND_FULL_DAYS_MAX;

/**
 * The school's refund policy, counted back from a class's first session: everything back up to
 * `fullRefundDays` days before it, `partialRefundPercent` of the price up to `partialRefundHours` hours
 * before it, nothing after. A class without a schedule refunds fully or not at all.
 */
const refundPolicy = z.object({
  fullRefundDays: z.int(),
  partialRefundHours: z.int(),
  partialRefundPercent: z.int(),
  unscheduledRefund: z.enum(unscheduledRefunds),
});
export type RefundPolicy = z.infer<typeof refundPolicy>;

export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  fullRefundDays: 7,
  partialRefundHours: 24,
  partialRefundPercent: 50,
  unscheduledRefund: 'full',
};

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .int({ error: `${what} must be a whole number` })
    .check(z.gte(min, `${what} should be at least ${min}`), z.lte(max, `${what} should be at most ${max}`));

export const refundPolicyBody = z
  .strictObject({
    fullRefundDays: wholeNumber('Full refund days', 0, REFUND_FULL_DAYS_MAX),
    partialRefundHours: wholeNumber('Partial refund hours', 0, REFUND_PARTIAL_HOURS_MAX),
    partialRefundPercent: wholeNumber('Partial refund percent', 0, 100),
    unscheduledRefund: z.enum(unscheduledRefunds, {
      error: () => `Classes without a schedule must be one of ${unscheduledRefunds.join(', ')}`,
    }),
  })
  .check(
    z.refine((policy) => policy.partialRefundHours <= policy.fullRefundDays * 24, {
      message: 'The partial refund window must end no earlier than the full refund window',
      path: ['partialRefundHours'],
    }),
  );
export type RefundPolicyBody = z.infer<typeof refundPolicyBody>;

/** Whether a class that has started still sells seats, at the price of the sessions left. */
export const lateJoiningBody = z.strictObject({
  lateJoining: z.boolean({ error: 'lateJoining must be true or false' }),
});
export type LateJoiningBody = z.infer<typeof lateJoiningBody>;

export const schoolSettingsAnswer = z.object({
  refundPolicy,
  /** Off until an admin turns it on; optional so answers from before it pass. */
  lateJoining: z.optional(z.boolean()),
  /** ISO 8601; null while the defaults stand. */
  updatedAt: z.nullable(z.string()),
});
export type SchoolSettingsAnswer = z.infer<typeof schoolSettingsAnswer>;
