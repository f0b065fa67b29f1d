const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are US dollars: '$49.99'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** A class's price as a visitor reads it: 'Free' for a class that costs nothing, else '$49.99'. */
export function formatClassPrice(amount: number): string {
  return amount === 0 ? 'Free' : usd.format(amount);
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
