import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SCHOOL_TIME_ZONE } from '#contract/school';

const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);

/** An instant's month in the school's time zone, 'YYYY-MM': a sale late on the 31st in San Francisco is that month's. */
export const schoolMonth = (instant: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM')`;

/** The first instant of a month ('YYYY-MM', a bound parameter) in the school's time zone. */
export const schoolMonthStart = (month: string): SQL =>
  sql`(to_date(${month}, 'YYYY-MM')::timestamp at time zone ${zone})`;

/** The first instant after a month ('YYYY-MM') in the school's time zone. */
export const schoolMonthEnd = (month: string): SQL =>
  sql`((to_date(${month}, 'YYYY-MM') + interval '1 month')::timestamp at time zone ${zone})`;
