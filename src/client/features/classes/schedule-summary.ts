import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LanguageClass } from '#contract/classes';

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/** The zone the visitor's clock is set to, as the catalogue's filters read days and times in. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'Asia/Tokyo' as people say it: 'Tokyo'. */
export const zoneCity = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');

/**
 * When a class meets, in `zone`: 'Mon & Wed 18:00 · from 12 Mar', 'Sat 10:00 · until 30 Apr'. Read from
 * the answer's weekly pattern and first and last session; days and dates formatted with Intl in English.
 */
export function scheduleSummary(item: LanguageClass, zone: string, i18n: I18n, now = Date.now()): string {
  if (!item.weekStarts?.length || !item.lastSessionAt) return i18n._(msg`Schedule to be announced`);
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
  const [clock, dayAndMonth] = format;
  const days = new Map<string, string[]>();
  for (const [day, time] of item.weekStarts
    .map((start) => clock.format(new Date(start)).split(' ') as [string, string])
    .sort((a, b) => WEEK.indexOf(a[0]) - WEEK.indexOf(b[0]))) {
    days.set(time, [...(days.get(time) ?? []), day]);
  }
  const when = [...days].map(([time, names]) => `${names.join(', ').replace(/, (\w+)$/, ' & $1')} ${time}`);
  const schedule = when.join(', ');
  const starts = Date.parse(item.firstSessionAt!) > now;
  const date = dayAndMonth.format(new Date(starts ? item.firstSessionAt! : item.lastSessionAt));
  if (starts) return i18n._(msg`${schedule} · from ${date}`);
  return Date.parse(item.lastSessionAt) > now
    ? i18n._(msg`${schedule} · until ${date}`)
    : i18n._(msg`${schedule} · ended ${date}`);
}
