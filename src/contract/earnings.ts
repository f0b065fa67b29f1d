import { z } from 'zod/mini';
import { isWholeCents, ONE_CENT } from './money.js';
import { calendarDate } from './schedule.js';

/** The platform's share of each sale when no admin has set another. */
export const DEFAULT_COMMISSION_PERCENT = 20;
export const PAYOUT_REFERENCE_MAX = 140;

export const commissionSetting = z.object({
  /** A whole percent, 0-100, taken from each sale at the moment it is made. */
  commissionPercent: z.int(),
});
export type CommissionSetting = z.infer<typeof commissionSetting>;

export const setCommissionBody = z.strictObject({
  commissionPercent: z
    .number({ error: 'The commission must be a whole number from 0 to 100' })
    .check(
      z.int('The commission must be a whole number from 0 to 100'),
      z.gte(0, 'The commission cannot be below 0%'),
      z.lte(100, 'The commission cannot be above 100%'),
    ),
});

/**
 * Sums of sales, in US dollars like every amount of the API. `gross` is what students paid less what was
 * refunded; `refunded` is that refunded part; `commission` and `net` are after refunds, and add up to `gross`.
 */
const figures = {
  sales: z.int(),
  gross: z.number(),
  refunded: z.number(),
  commission: z.number(),
  net: z.number(),
};

const earningsByClass = z.object({
  /** Null once the class was deleted; its name stays, as the payments recorded it. */
  classId: z.nullable(z.string()),
  className: z.string(),
  ...figures,
});
export type EarningsByClass = z.infer<typeof earningsByClass>;

const earningsByMonth = z.object({
  /** YYYY-MM, in the school's time zone. */
  month: z.string(),
  ...figures,
});
export type EarningsByMonth = z.infer<typeof earningsByMonth>;

export const payout = z.object({
  _id: z.string(),
  /** Null once the instructor's account was deleted. */
  instructorId: z.nullable(z.string()),
  instructorName: z.nullable(z.string()),
  instructorEmail: z.nullable(z.string()),
  amount: z.number(),
  /** The day the money was sent (YYYY-MM-DD). */
  paidOn: z.string(),
  reference: z.string(),
  /** ISO 8601: when the payout was recorded. */
  recordedAt: z.string(),
});
export type Payout = z.infer<typeof payout>;

export const myEarnings = z.object({
  /** The commission new sales are charged now; past sales keep the rate of their day. */
  commissionPercent: z.int(),
  totals: z.object({ ...figures, paidOut: z.number(), owed: z.number() }),
  byClass: z.array(earningsByClass),
  byMonth: z.array(earningsByMonth),
  /** The instructor's payouts, the latest first. */
  payouts: z.array(payout),
});
export type MyEarnings = z.infer<typeof myEarnings>;

const instructorBalance = z.object({
  instructorId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Net earned from every sale, after refunds. */
  earned: z.number(),
  paidOut: z.number(),
  /** earned - paidOut; below 0 when a sale already paid out was refunded since. */
  owed: z.number(),
});
export type InstructorBalance = z.infer<typeof instructorBalance>;

export const payoutsOverview = z.object({
  commissionPercent: z.int(),
  /** Everyone who earned or was paid, the most owed first. */
  balances: z.array(instructorBalance),
  /** Every payout, the latest first. */
  payouts: z.array(payout),
});
export type PayoutsOverview = z.infer<typeof payoutsOverview>;

export const recordPayoutBody = z.strictObject({
  instructorId: z
    .string({ error: 'Choose an instructor' })
    .check(z.minLength(1, 'Choose an instructor'), z.maxLength(64, 'Choose an instructor')),
  amount: z
    .number({ error: 'The amount must be a number' })
    .check(
      z.gte(ONE_CENT, 'The amount must be more than $0'),
      z.lte(1_000_000, 'The amount must be at most $1,000,000'),
      z.refine(isWholeCents, 'The amount can have at most two decimals'),
    ),
  paidOn: calendarDate('The payment date'),
  reference: z
    .string({ error: 'Enter the bank reference' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the bank reference'),
      z.maxLength(PAYOUT_REFERENCE_MAX, `Use at most ${PAYOUT_REFERENCE_MAX} characters`),
    ),
});
export type RecordPayoutBody = z.infer<typeof recordPayoutBody>;
