import { dateTimeFormat } from '#contract/date-time-format';
import { pageLocale } from './page-locale';

// Apart from format.ts, whose money helpers every public page loads first: these come with the pages that show times.

/** The zone the viewer's clock is set to; UTC where the browser cannot say. */
function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The one way a moment (a payment, a refund, a mail, an audit event) is shown: in the viewer's zone, the
 * zone named, in the page's language, e.g. 'Mar 3, 2026, 6:33 AM EST'. Staff pages use nothing else, so
 * one refund reads the same on every page.
 */
export function formatDateTime(
  iso: string,
  locale: string = pageLocale(),
  timeZone = viewerTimeZone(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** A calendar date in the page's language, e.g. 'Mar 3, 2026', for a day written YYYY-MM-DD (no zone shifts it). */
export function formatCalendarDate(day: string, locale: string = pageLocale()): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A clock time in the page's language, e.g. '2:32 PM'. */
export function formatClockTime(iso: string, locale: string = pageLocale()): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A session's day and time in the zone, with the zone's abbreviation there ('Mon, Nov 9, 2026, 18:00 CET'). */
export function formatSessionTime(instant: string, timeZone: string, locale: string = pageLocale()): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(instant));
}
