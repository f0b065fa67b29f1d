import type { LanguageClass } from '#contract/classes';

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/** The zone the visitor's clock is set to, as the catalogue's filters read days and times in. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'Asia/Tokyo' as people say it: 'Tokyo'. */
export const zoneCity = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');

/**
 * When a class meets, in `zone`: 'Mon & Wed 18:00 · from 12 Mar', 'Sat 10:00 · until 30 Apr'. Read from
 * the answer's weekly pattern and first and last session, formatted with Intl in English, as the page is.
 */
export function scheduleSummary(item: LanguageClass, zone: string, now = Date.now()): string {
  if (!item.weekStarts?.length || !item.lastSessionAt) return 'Schedule to be announced';
  let format = formats.get(zone);
  if (!format) {
    const at = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    format = [
      at({ weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      at({ day: 'numeric', month: 'short' }),
    ];
    formats.set(zone, format);
  }
  const [clock, date] = format;
  const days = new Map<string, string[]>();
  for (const [day, time] of item.weekStarts
    .map((start) => clock.format(new Date(start)).split(' ') as [string, string])
    .sort((a, b) => WEEK.indexOf(a[0]) - WEEK.indexOf(b[0]))) {
    days.set(time, [...(days.get(time) ?? []), day]);
  }
  const when = [...days].map(([time, names]) => `${names.join(', ').replace(/, (\w+)$/, ' & $1')} ${time}`);
  const [word, at] =
    Date.parse(item.firstSessionAt!) > now
      ? ['from', item.firstSessionAt!]
      : [Date.parse(item.lastSessionAt) > now ? 'until' : 'ended', item.lastSessionAt];
  return `${when.join(', ')} · ${word} ${date.format(new Date(at))}`;
}
