import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { classes, payments, refunds, users } from '#server/db/schema';
import { schoolMonth, schoolMonthEnd, schoolMonthStart } from '#server/db/school-month';
import { asCents, type Cents } from '#server/money';

export interface MonthSales {
  month: string;
  sales: number;
  grossCents: Cents;
}

export interface MonthRefunds {
  month: string;
  refunds: number;
  refundedCents: Cents;
}

export interface ClassSeats {
  classId: string;
  className: string;
  instructorName: string;
  enrolled: number;
  seatsLeft: number;
}

// bigint sums come back as text from both drivers.
const centsSum = (column: typeof payments.priceCents | typeof refunds.amountCents) =>
  sql`coalesce(sum(${column}), 0)::bigint`.mapWith(asCents);

/** The figures of the admin's reports, read as they are: what they mean is the service's. */
export function createReportsRepository(db: Db) {
  return {
    /**
     * Sales per month of the school's zone from `from` to `to` (YYYY-MM, both included). A payment refunded at
     * once instead of enrolling (it has a refund reason) was never a sale.
     */
    async salesByMonth(from: string, to: string): Promise<MonthSales[]> {
      const month = schoolMonth(payments.date);
      return db
        .select({ month, sales: sql<number>`count(*)::int`, grossCents: centsSum(payments.priceCents) })
        .from(payments)
        .where(
          and(
            isNull(payments.refundReason),
            gte(payments.date, schoolMonthStart(from)),
            lt(payments.date, schoolMonthEnd(to)),
          ),
        )
        .groupBy(month);
    },

    /** Refunds (credit notes) per month of the school's zone in which they were made. */
    async refundsByMonth(from: string, to: string): Promise<MonthRefunds[]> {
      const month = schoolMonth(refunds.createdAt);
      return db
        .select({
          month,
          refunds: sql<number>`count(*)::int`,
          refundedCents: centsSum(refunds.amountCents),
        })
        .from(refunds)
        .where(and(gte(refunds.createdAt, schoolMonthStart(from)), lt(refunds.createdAt, schoolMonthEnd(to))))
        .groupBy(month);
    },

    /** Every approved class with its enrolled students and free seats, the most enrolled first. */
    async approvedClassSeats(): Promise<ClassSeats[]> {
      return db
        .select({
          classId: classes.id,
          className: classes.name,
          instructorName: users.name,
          enrolled: classes.students,
          seatsLeft: classes.availableSeats,
        })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.status, 'approved'))
        .orderBy(desc(classes.students), classes.name, classes.id);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
