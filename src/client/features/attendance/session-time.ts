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
