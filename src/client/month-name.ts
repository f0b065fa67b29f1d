import { pageLocale } from './page-locale';

/** '2026-11' as its reader says it: 'November 2026' (the month is the school's, so no zone shifts it). */
export function monthName(month: string, locale: string = pageLocale()): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** '2026-11' as a chart's axis says it: 'Nov 26'. */
export function shortMonthName(month: string, locale: string = pageLocale()): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
