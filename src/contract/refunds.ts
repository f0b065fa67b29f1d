import { z } from 'zod/mini';
import { isWholeCents, ONE_CENT } from './money.js';
import { recordId } from './common.js';
import { requiredText } from './required-text.js';

export const refundKinds = ['cancellation', 'admin', 'automatic'] as const;
export type RefundKind = (typeof refundKinds)[number];

/**
 * Which rule of the policy applies to a cancellation: a full or partial refund before the first session,
 * nothing after; for a class without a schedule, the school's choice; nothing to give back for a free class.
 */
const refundRules = ['full', 'partial', 'none', 'unscheduled-full', 'unscheduled-none', 'free'] as const;
export type RefundRule = (typeof refundRules)[number];

/** What a student gets back if they cancel now, and why; the cancel itself answers from the same figures. */
export const cancellationQuote = z.object({
  enrolmentId: z.string(),
  classId: z.string(),
  className: z.string(),
  rule: z.enum(refundRules),
  /** The rule in a sentence, for the student. */
  ruleText: z.string(),
  /** The class's first session (ISO 8601); null when it has no schedule. */
  firstSessionAt: z.nullable(z.string()),
  /** US dollars paid, already refunded, and to be refunded now. */
  paid: z.number(),
  alreadyRefunded: z.number(),
  refund: z.number(),
  refundText: z.string(),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

const dollars = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .check(
      z.gte(0, `${what} cannot be negative`),
      z.lte(100_000, `${what} should be at most 100000`),
      z.refine(isWholeCents, `${what} has at most two decimals`),
    );

/** The refund the student was shown: when the amount has changed since, nothing is done (409). */
export const cancelEnrolmentBody = z.strictObject({ expectedRefund: dollars('The expected refund') });

export const REFUND_CHANGED = 'The refund has changed since you were shown it.';

export const cancellationAnswer = z.object({
  /** US dollars refunded. */
  refunded: z.number(),
  /** The credit note's number; null when nothing was refunded. */
  creditNoteNumber: z.nullable(z.string()),
});
export type CancellationAnswer = z.infer<typeof cancellationAnswer>;

export const adminRefundBody = z.strictObject({
  amount: dollars('The amount').check(z.gte(ONE_CENT, 'The amount must be more than 0')),
  reason: requiredText('The reason', 500),
  cancelEnrolment: z.optional(z.boolean()),
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;

const refundRecord = z.object({
  _id: z.string(),
  paymentId: z.string(),
  /** US dollars. */
  amount: z.number(),
  reason: z.string(),
  kind: z.enum(refundKinds),
  creditNoteNumber: z.string(),
  className: z.string(),
  /** The student's address; empty once the account is deleted. */
  email: z.string(),
  /** Who refunded (an admin's or the student's name); null for the processor or a deleted account. */
  createdBy: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecord>;
export const refundList = z.array(refundRecord);

export const adminRefundAnswer = z.object({
  refund: refundRecord,
  /** Whether the enrolment was cancelled too. */
  enrolmentCancelled: z.boolean(),
});
export type AdminRefundAnswer = z.infer<typeof adminRefundAnswer>;

/** An enrolment's or a payment's id in the path. */
export const refundIdParams = z.object({ id: recordId });
