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

/** A date and time in the reader's own locale and time zone, e.g. '3 Mar 2026, 14:32'. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A clock time in the reader's locale, e.g. '14:32' or '2:32 PM'. */
export function formatClockTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Minutes and seconds left: '9:05' for 545 seconds; never below zero. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A session's day and time in the zone, with the zone's abbreviation there ('Mon, Nov 9, 2026, 18:00 CET'). */
export function formatSessionTime(instant: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
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
