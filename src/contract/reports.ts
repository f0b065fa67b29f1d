import { z } from 'zod/mini';

/** The longest range the revenue report covers at once: five years of months. */
export const REPORT_MONTHS_MAX = 60;
/** Without a range: the last twelve months, the current one included. */
export const REPORT_MONTHS_DEFAULT = 12;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '2026-11' -> months since year 0, so ranges are plain subtraction. */
export function monthIndex(month: string): number {
  const [, year, number] = MONTH.exec(month) ?? [];
  return Number(year) * 12 + Number(number) - 1;
}

export function monthAt(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const calendarMonth = (what: string) =>
  z.string({ error: `${what} must be a month (YYYY-MM)` }).check(
    z.regex(MONTH, `${what} must be a month written YYYY-MM, e.g. 2026-11`),
    z.refine((month) => {
      const year = Number(month.slice(0, 4));
      return !MONTH.test(month) || (year >= FIRST_YEAR && year <= LAST_YEAR);
    }, `${what} must be between ${FIRST_YEAR} and ${LAST_YEAR}`),
  );

/**
 * The months of the revenue report, both included, in the school's time zone. Either may be left out: `to`
 * is then the current month, `from` the eleventh month before `to`.
 */
export const revenueQuery = z
  .object({
    from: z.optional(calendarMonth('The first month (from)')),
    to: z.optional(calendarMonth('The last month (to)')),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'The first month must be the last month or one before it',
      path: ['to'],
    }),
    z.refine((q) => !q.from || !q.to || monthIndex(q.to) - monthIndex(q.from) < REPORT_MONTHS_MAX, {
      message: `A report covers at most ${REPORT_MONTHS_MAX} months`,
      path: ['to'],
    }),
  );
export type RevenueQuery = z.infer<typeof revenueQuery>;

/**
 * One month's money, in US dollars: `gross` is what students paid for classes that month, `refunded` what
 * went back to them that month (credit notes, whichever month the sale was in), `net` the difference.
 */
const revenueFigures = {
  sales: z.int(),
  refunds: z.int(),
  gross: z.number(),
  refunded: z.number(),
  net: z.number(),
};

const revenueMonth = z.object({
  /** YYYY-MM, in the school's time zone. */
  month: z.string(),
  ...revenueFigures,
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

export const revenueReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the range, the earliest first; a month without money is all zeros. */
  months: z.array(revenueMonth),
  totals: z.object(revenueFigures),
});
export type RevenueReport = z.infer<typeof revenueReport>;

const classEnrolment = z.object({
  classId: z.string(),
  className: z.string(),
  instructorName: z.string(),
  /** Students enrolled now (cancelled enrolments left). */
  enrolled: z.int(),
  /** Enrolled plus the seats still free: every seat the class has. */
  capacity: z.int(),
  /** enrolled / capacity as a whole percent; null for a class with no seats at all. */
  fillPercent: z.nullable(z.int()),
});
export type ClassEnrolment = z.infer<typeof classEnrolment>;

export const enrolmentReport = z.object({
  /** Approved classes, the most enrolled first. */
  classes: z.array(classEnrolment),
  totals: z.object({
    enrolled: z.int(),
    capacity: z.int(),
    fillPercent: z.nullable(z.int()),
  }),
});
export type EnrolmentReport = z.infer<typeof enrolmentReport>;
