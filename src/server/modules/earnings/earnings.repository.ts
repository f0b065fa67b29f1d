import { desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { classes, payments, payouts, saleEarnings, users } from '#server/db/schema';
import { schoolMonth } from '#server/db/school-month';
import { column, statement } from '#server/db/statement';
import type { Tx } from '#server/db/transaction';
import { asCents, NO_CENTS, type Cents } from '#server/money';
import { currentCommissionPercent } from '#server/modules/school-settings/commission.repository';
import { commissionOf, netAfterRefunds, refundedCents } from './refund-share.js';

/** Sums of sales in cents; `gross` and `net` after refunds. */
export interface SaleSums {
  sales: number;
  grossCents: Cents;
  refundedCents: Cents;
  netCents: Cents;
}

export interface ClassSums extends SaleSums {
  classId: string | null;
  className: string;
}

export interface MonthSums extends SaleSums {
  month: string;
}

export interface BalanceRow {
  instructorId: string;
  name: string;
  email: string;
  earnedCents: Cents;
  paidOutCents: Cents;
}

export interface PayoutRow {
  id: string;
  instructorId: string | null;
  instructorName: string | null;
  instructorEmail: string | null;
  amountCents: Cents;
  paidOn: string;
  reference: string;
  createdAt: Date;
}

const p = sql.placeholder;
const refunded = refundedCents();
const netAfter = netAfterRefunds(saleEarnings.netCents, saleEarnings.grossCents, refunded);

// bigint sums come back as text from both drivers.
const sums = {
  sales: sql<number>`count(*)::int`,
  grossCents: sql`coalesce(sum(${saleEarnings.grossCents} - ${refunded}), 0)::bigint`.mapWith(asCents),
  refundedCents: sql`coalesce(sum(${refunded}), 0)::bigint`.mapWith(asCents),
  netCents: sql`coalesce(sum(${netAfter}), 0)::bigint`.mapWith(asCents),
};

const month = schoolMonth(payments.date);

/**
 * A sale's earnings in one statement, on the payment's transaction: the class's instructor (the class is
 * locked by then) and the commission in force now. Part of the purchase path, so prepared.
 */
const recordSaleStatement = statement(
  'earnings_record_sale',
  sql`insert into ${saleEarnings} (${sql.join(
    [
      saleEarnings.paymentId,
      saleEarnings.instructorId,
      saleEarnings.grossCents,
      saleEarnings.commissionPercent,
      saleEarnings.commissionCents,
      saleEarnings.netCents,
    ].map(column),
    sql`, `,
  )})
    select sale.payment_id, sale.instructor_id, sale.gross, sale.percent, sale.commission,
      sale.gross - sale.commission
    from (
      select ${p('paymentId')}::uuid as payment_id, ${classes.instructorId} as instructor_id,
        ${p('grossCents')}::int as gross, rate.percent,
        ${commissionOf(sql`${p('grossCents')}::int`, sql`rate.percent`)} as commission
      from ${classes}, (select ${currentCommissionPercent} as percent) rate
      where ${eq(classes.id, sql`${p('classId')}::uuid`)}
    ) sale`,
  () => null,
);

const payoutInstructor = alias(users, 'payout_instructor');

async function paidOutTo(tx: Tx, instructorId: string): Promise<Cents> {
  const [row] = await tx
    .select({ cents: sql`coalesce(sum(${payouts.amountCents}), 0)::bigint`.mapWith(asCents) })
    .from(payouts)
    .where(eq(payouts.instructorId, instructorId));
  return row?.cents ?? NO_CENTS;
}

/** Sales and payouts: plain reads and writes, the rules are the service's. */
export function createEarningsRepository(db: Db) {
  const ofInstructor = (instructorId: string): SQL => eq(saleEarnings.instructorId, instructorId);

  const salesOf = (instructorId: string) =>
    db
      .select(sums)
      .from(saleEarnings)
      .innerJoin(payments, eq(payments.id, saleEarnings.paymentId))
      .where(ofInstructor(instructorId));

  return {
    async recordSale(tx: Tx, sale: { paymentId: string; classId: string; grossCents: Cents }): Promise<void> {
      await recordSaleStatement.run(tx, sale);
    },

    async totalsOf(instructorId: string): Promise<SaleSums> {
      const [row] = await salesOf(instructorId);
      return row ?? { sales: 0, grossCents: NO_CENTS, refundedCents: NO_CENTS, netCents: NO_CENTS };
    },

    async byClassOf(instructorId: string): Promise<ClassSums[]> {
      // A deleted class has no id left: its sales stay together under the name they were sold as.
      const deletedName = sql`case when ${payments.classId} is null then ${payments.className} end`;
      return db
        .select({
          classId: payments.classId,
          className: sql<string>`(array_agg(${payments.className} order by ${payments.date} desc))[1]`,
          ...sums,
        })
        .from(saleEarnings)
        .innerJoin(payments, eq(payments.id, saleEarnings.paymentId))
        .where(ofInstructor(instructorId))
        .groupBy(payments.classId, deletedName)
        .orderBy(sql`max(${payments.date}) desc`);
    },

    async byMonthOf(instructorId: string): Promise<MonthSums[]> {
      return db
        .select({ month, ...sums })
        .from(saleEarnings)
        .innerJoin(payments, eq(payments.id, saleEarnings.paymentId))
        .where(ofInstructor(instructorId))
        .groupBy(month)
        .orderBy(desc(month));
    },

    /** The instructor's row, locked: payouts to one instructor are recorded one at a time. */
    async lockInstructor(tx: Tx, instructorId: string): Promise<{ name: string; email: string } | null> {
      const [row] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, instructorId))
        .for('no key update');
      return row ?? null;
    },

    async balanceOf(tx: Tx, instructorId: string): Promise<{ earnedCents: Cents; paidOutCents: Cents }> {
      const [earnedRow] = await tx
        .select({ cents: sums.netCents })
        .from(saleEarnings)
        .innerJoin(payments, eq(payments.id, saleEarnings.paymentId))
        .where(ofInstructor(instructorId));
      return { earnedCents: earnedRow?.cents ?? NO_CENTS, paidOutCents: await paidOutTo(tx, instructorId) };
    },

    /** Everyone with a sale or a payout, with what they earned (after refunds) and were paid. */
    async balances(): Promise<BalanceRow[]> {
      const earnedBy = db
        .select({ instructorId: saleEarnings.instructorId, cents: sums.netCents.as('earned_cents') })
        .from(saleEarnings)
        .innerJoin(payments, eq(payments.id, saleEarnings.paymentId))
        .groupBy(saleEarnings.instructorId)
        .as('earned_by');
      const paidTo = db
        .select({
          instructorId: payouts.instructorId,
          cents: sql<number>`sum(${payouts.amountCents})::bigint`.as('paid_cents'),
        })
        .from(payouts)
        .groupBy(payouts.instructorId)
        .as('paid_to');
      const rows = await db
        .select({
          instructorId: users.id,
          name: users.name,
          email: users.email,
          earnedCents: sql`coalesce(${earnedBy.cents}, 0)`.mapWith(asCents),
          paidOutCents: sql`coalesce(${paidTo.cents}, 0)`.mapWith(asCents),
        })
        .from(users)
        .leftJoin(earnedBy, eq(earnedBy.instructorId, users.id))
        .leftJoin(paidTo, eq(paidTo.instructorId, users.id))
        .where(or(isNotNull(earnedBy.instructorId), isNotNull(paidTo.instructorId)))
        .orderBy(users.name, users.id);
      return rows;
    },

    /** Payouts, the latest first; one instructor's when given. */
    async listPayouts(instructorId?: string): Promise<PayoutRow[]> {
      return db
        .select({
          id: payouts.id,
          instructorId: payouts.instructorId,
          instructorName: payoutInstructor.name,
          instructorEmail: payoutInstructor.email,
          amountCents: payouts.amountCents,
          paidOn: payouts.paidOn,
          reference: payouts.reference,
          createdAt: payouts.createdAt,
        })
        .from(payouts)
        .leftJoin(payoutInstructor, eq(payoutInstructor.id, payouts.instructorId))
        .where(instructorId ? eq(payouts.instructorId, instructorId) : undefined)
        .orderBy(desc(payouts.paidOn), desc(payouts.createdAt), desc(payouts.id));
    },

    async insertPayout(
      tx: Tx,
      values: {
        instructorId: string;
        amountCents: Cents;
        paidOn: string;
        reference: string;
        recordedBy: string;
      },
    ): Promise<{ id: string; createdAt: Date }> {
      const [row] = await tx
        .insert(payouts)
        .values(values)
        .returning({ id: payouts.id, createdAt: payouts.createdAt });
      if (!row) throw new Error('the payout insert returned no row');
      return row;
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
