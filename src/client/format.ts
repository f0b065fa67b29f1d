import { dateTimeFormat } from '#contract/date-time-format';
import { pageLocale } from './page-locale';

export { pageLocale } from './page-locale';

/**
 * Prices are US dollars: '$49.99', '$1,250.00', '-$5.00'. Written out by hand: the browser's first
 * Intl.NumberFormat loads its locale data, 15-25 ms on the main thread of every public page's first load.
 */
export function formatUsd(amount: number): string {
  // Rounded from the decimal the number is written as ('1.005' is 1.01), as Intl does, not from its binary value.
  const written = String(Math.abs(amount));
  const cents = Math.round(written.includes('e') ? Math.abs(amount) * 100 : Number(`${written}e2`));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A class's price as a visitor reads it: 'Free' for a class that costs nothing, else '$49.99'. */
export function formatClassPrice(amount: number): string {
  return amount === 0 ? 'Free' : formatUsd(amount);
}

/** The zone the viewer's clock is set to; UTC where the browser cannot say. */
export function viewerTimeZone(): string {
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

/** Minutes and seconds left: '9:05' for 545 seconds; never below zero. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
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
