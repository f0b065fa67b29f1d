import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { payments } from '#server/db/schema';
import { percentOfCentsSql, proportionOfCentsSql } from '#server/money';

/**
 * What has gone back to the student of a payment, in cents: the one place earnings learn of refunds (the sum
 * of the payment's rows in `refunds`, kept on the payment).
 */
export const refundedCents = (): SQL => sql`${payments.amountRefundedCents}`;

/**
 * A sale's net (or any share of its gross) once `refunded` of its `gross` went back: the refunded part of it
 * is reversed in proportion, rounded half up to whole cents. Nothing is reversed from a sale of $0.
 */
export const netAfterRefunds = (net: SQLWrapper, gross: SQLWrapper, refunded: SQLWrapper): SQL =>
  sql`(${net} - coalesce(${proportionOfCentsSql(net, refunded, sql`nullif(${gross}, 0)`)}, 0))::bigint`;

/** A sale's commission, rounded half up to whole cents (docs/decisions/instructor-earnings.md). */
export const commissionOf = (gross: SQLWrapper, percent: SQLWrapper): SQL =>
  percentOfCentsSql(gross, percent);
