import {
  monthAt,
  monthIndex,
  REPORT_MONTHS_DEFAULT,
  REPORT_MONTHS_MAX,
  type EnrolmentReport,
  type RevenueQuery,
  type RevenueReport,
} from '#contract/reports';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { dollarsFromCents, minusCents, NO_CENTS, sumCents } from '#server/money';
import type { ReportsRepository } from './reports.repository.js';

const schoolMonthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The month it is at the school (San Francisco), 'YYYY-MM'. */
const schoolMonthAt = (at: Date): string => schoolMonthFormat.format(at).slice(0, 7);

/** Whole percent of seats taken, half up; null for a class without seats (docs/decisions/reports.md). */
const fillPercent = (enrolled: number, capacity: number): number | null =>
  capacity === 0 ? null : Math.round((enrolled * 100) / capacity);

/** The admin's reports: revenue per month of the school's zone, and enrolments and fill rate per class. */
export function createReportsService(deps: { repository: ReportsRepository; now: () => Date }) {
  const { repository, now } = deps;
  return {
    /**
     * Sales count in the month they were paid, refunds in the month they were made (their credit note's),
     * so a month's figures stay as they were once it is over. Every month of the range is listed.
     */
    async revenue(query: RevenueQuery): Promise<RevenueReport> {
      const to = query.to ?? (query.from ? maxMonth(query.from, schoolMonthAt(now())) : schoolMonthAt(now()));
      const from = query.from ?? monthAt(monthIndex(to) - (REPORT_MONTHS_DEFAULT - 1));
      if (monthIndex(to) - monthIndex(from) >= REPORT_MONTHS_MAX) {
        throw AppError.badRequest(serverText('bad_request.report_too_long', { max: REPORT_MONTHS_MAX }), {
          to: serverText('field.report_too_long', { max: REPORT_MONTHS_MAX }),
        });
      }
      const [sales, refunds] = await Promise.all([
        repository.salesByMonth(from, to),
        repository.refundsByMonth(from, to),
      ]);
      const salesOf = new Map(sales.map((row) => [row.month, row]));
      const refundsOf = new Map(refunds.map((row) => [row.month, row]));
      const totals = { sales: 0, refunds: 0, grossCents: NO_CENTS, refundedCents: NO_CENTS };
      const months = [];
      for (let index = monthIndex(from); index <= monthIndex(to); index += 1) {
        const month = monthAt(index);
        const sold = salesOf.get(month);
        const refunded = refundsOf.get(month);
        const grossCents = sold?.grossCents ?? NO_CENTS;
        const refundedCents = refunded?.refundedCents ?? NO_CENTS;
        totals.sales += sold?.sales ?? 0;
        totals.refunds += refunded?.refunds ?? 0;
        totals.grossCents = sumCents(totals.grossCents, grossCents);
        totals.refundedCents = sumCents(totals.refundedCents, refundedCents);
        months.push({
          month,
          sales: sold?.sales ?? 0,
          refunds: refunded?.refunds ?? 0,
          gross: dollarsFromCents(grossCents),
          refunded: dollarsFromCents(refundedCents),
          net: dollarsFromCents(minusCents(grossCents, refundedCents)),
        });
      }
      return {
        from,
        to,
        months,
        totals: {
          sales: totals.sales,
          refunds: totals.refunds,
          gross: dollarsFromCents(totals.grossCents),
          refunded: dollarsFromCents(totals.refundedCents),
          net: dollarsFromCents(minusCents(totals.grossCents, totals.refundedCents)),
        },
      };
    },

    async enrolments(): Promise<EnrolmentReport> {
      const rows = await repository.approvedClassSeats();
      let enrolled = 0;
      let capacity = 0;
      const list = rows.map((row) => {
        const seats = row.enrolled + row.seatsLeft;
        enrolled += row.enrolled;
        capacity += seats;
        return {
          classId: row.classId,
          className: row.className,
          instructorName: row.instructorName,
          enrolled: row.enrolled,
          capacity: seats,
          fillPercent: fillPercent(row.enrolled, seats),
        };
      });
      return { classes: list, totals: { enrolled, capacity, fillPercent: fillPercent(enrolled, capacity) } };
    },
  };
}

/** A range given only its first month runs to the current month, or is that one month if it is later. */
function maxMonth(a: string, b: string): string {
  return a > b ? a : b;
}

export type ReportsService = ReturnType<typeof createReportsService>;
