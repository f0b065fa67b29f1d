import { z } from 'zod/mini';
import { paymentStatuses } from './payments.js';
import { calendarDate } from './schedule.js';

/**
 * The admin's ledger: every movement of money, one row each: a payment (a sale), a refund
 * and a payout to an instructor (docs/decisions/payments-ledger.md).
 */
export const ledgerKinds = ['payment', 'refund', 'payout'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerKindLabels: Record<LedgerKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  payout: 'Payout',
};

export const ledgerStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const LEDGER_PAGE_SIZE = 50;
const LEDGER_PAGE_MAX = 200;
const LEDGER_TEXT_MAX = 120;

const text = (name: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LEDGER_TEXT_MAX, `${name} should be at most ${LEDGER_TEXT_MAX} characters`),
      ),
  );

const filterShape = {
  from: z.optional(calendarDate('from')),
  to: z.optional(calendarDate('to')),
  kind: z.optional(z.enum(ledgerKinds, { error: () => `kind must be one of ${ledgerKinds.join(', ')}` })),
  /** The payment's status now, on its payment and its refunds; payouts have none. */
  status: z.optional(
    z.enum(paymentStatuses, { error: () => `status must be one of ${paymentStatuses.join(', ')}` }),
  ),
  /** Part of the class's name as it was sold, any case. */
  class: text('class'),
  /** Part of the instructor's name or email, any case. */
  instructor: text('instructor'),
  /** Part of the student's name or email, any case. */
  student: text('student'),
};

const fromNotAfterTo = z.refine<{ from?: string; to?: string }>((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'from must not be after to',
  path: ['to'],
});

/** The filters, combined; days are the school's (America/Los_Angeles), `to` included. */
export const ledgerFilters = z.object(filterShape).check(fromNotAfterTo);
export type LedgerFilters = z.infer<typeof ledgerFilters>;

export const ledgerQuery = z
  .object({
    ...filterShape,
    /** The `nextCursor` of the page before: older rows. */
    cursor: z.optional(
      z
        .string()
        .check(
          z.regex(
            /^\d{1,18}_(payment|refund|payout)-[0-9a-f-]{36}(-at-once)?$/,
            'cursor must be a nextCursor from the page before',
          ),
        ),
    ),
    /** Rows a page holds, 1 to LEDGER_PAGE_MAX (the query string's text; no coercion here). */
    limit: z.optional(
      z
        .string()
        .check(
          z.regex(/^(200|1\d\d|[1-9]\d?)$/, `limit must be a whole number from 1 to ${LEDGER_PAGE_MAX}`),
        ),
    ),
  })
  .check(fromNotAfterTo);
export type LedgerQuery = z.infer<typeof ledgerQuery>;

const person = z.nullable(z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()) }));

const ledgerEntry = z.object({
  _id: z.string(),
  kind: z.enum(ledgerKinds),
  /** ISO 8601. */
  at: z.string(),
  /** The same moment in the school's zone, YYYY-MM-DD HH:MM, as the CSV writes it. */
  localTime: z.string(),
  /** The payment's status now (payments and refunds); null on payouts. */
  status: z.nullable(z.enum(paymentStatuses)),
  /** The class as it was sold; null on payouts. */
  className: z.nullable(z.string()),
  /** The class's instructor at the sale, or the instructor paid. Null name and email: a deleted account. */
  instructor: person,
  /** Null on payouts; null name and email: a deleted account. */
  student: person,
  /** The coupon's code on a payment that used one. */
  coupon: z.nullable(z.string()),
  /** Dollars the coupon took off the class's price (payments; 0 elsewhere). */
  discount: z.number(),
  /** Dollars the student paid (payments), were given back (refunds) or were sent (payouts). */
  amount: z.number(),
  /** The school's commission taken by a payment, or given back by a refund in proportion (dollars). */
  commission: z.number(),
  /** The processor's transaction (payments), the credit note (refunds), the bank's reference (payouts). */
  reference: z.string(),
  /** Why a refund was made. */
  reason: z.nullable(z.string()),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** Sums of every row the filters match (not only the page), in dollars. */
const ledgerTotals = z.object({
  payments: z.int(),
  refunds: z.int(),
  payouts: z.int(),
  /** What students paid, after coupons. */
  gross: z.number(),
  /** What coupons took off the classes' prices. */
  discounts: z.number(),
  refunded: z.number(),
  /** gross - refunded. */
  net: z.number(),
  /** Commission of the payments less what their refunds gave back. */
  commission: z.number(),
  paidOut: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotals>;

export const ledgerPage = z.object({
  entries: z.array(ledgerEntry),
  totals: ledgerTotals,
  /** Pass as `cursor` for the older rows; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type LedgerPage = z.infer<typeof ledgerPage>;
