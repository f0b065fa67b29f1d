/**
 * Instants shown as wall-clock times in a chosen IANA time zone, through the browser's Intl only. A day is
 * named by its date key, 'YYYY-MM-DD' of the calendar in that zone.
 */

import { dateTimeFormat } from '#contract/date-time-format';
import { pageLocale } from '#client/page-locale.ts';

// Written in the page's language unless a locale is given: never the browser's.
const formatter = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale ?? pageLocale(), options);

/** Whether the browser knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this browser's clock is set to; UTC where it cannot say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone to offer: the browser's list, with UTC and any given zone that list leaves out. */
export function timeZoneChoices(...extra: (string | undefined)[]): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...listed, 'UTC', ...extra.filter((zone): zone is string => !!zone)]);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The calendar date an instant falls on in the zone, e.g. '2026-10-28'. */
export function dayKey(instant: string | Date, timeZone: string): string {
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const noonOf = (key: string) => new Date(`${key}T12:00:00Z`);

/** The date key `days` later (or earlier), in the calendar alone: no zone is involved. */
export function addDays(key: string, days: number): string {
  const date = noonOf(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day (Monday by default) of the week the instant falls in, in the zone. */
export function weekStartOf(instant: string | Date, timeZone: string, firstDay = 1): string {
  const key = dayKey(instant, timeZone);
  return addDays(key, -((noonOf(key).getUTCDay() - firstDay + 7) % 7));
}

/** The seven date keys of the week starting on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** A day for a heading, e.g. 'Wednesday, 28 October 2026' ('long') or 'Wed 28 Oct' ('short'). */
export function formatDay(key: string, locale?: string, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' };
  return formatter(locale, options).format(noonOf(key));
}

// A 24-hour clock reads '02:00' in a timetable ('hour: numeric' gives '2:00'); a 12-hour one reads '2:00 AM'.
function hourStyle(locale: string | undefined): '2-digit' | 'numeric' {
  const { hourCycle } = formatter(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
}

/** A clock time in the zone, e.g. '18:00', '02:00' or '6:00 PM'. */
export function formatTime(instant: string, timeZone: string, locale?: string): string {
  return formatter(locale, { timeZone, hour: hourStyle(locale), minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** A day and time in the zone, e.g. 'Mon 19 Oct, 18:00'. */
export function formatDayAndTime(instant: string, timeZone: string, locale?: string): string {
  return formatter(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: hourStyle(locale),
    minute: '2-digit',
  }).format(new Date(instant));
}

function zoneNamePart(timeZone: string, style: 'short' | 'longGeneric', at: Date, locale?: string) {
  return (
    formatter(locale, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The zone's abbreviation or offset at that instant, e.g. 'EDT', 'CET' or 'GMT+1': it changes with summer time. */
export function zoneAbbreviation(instant: string, timeZone: string, locale?: string): string {
  return zoneNamePart(timeZone, 'short', new Date(instant), locale);
}

/** The zone for people: 'Eastern Time (America/New_York)', or the IANA name alone where no better name exists. */
export function describeTimeZone(timeZone: string, locale?: string): string {
  const generic = zoneNamePart(timeZone, 'longGeneric', new Date(), locale);
  return !generic || /^(GMT|UTC)/.test(generic) || generic === timeZone
    ? timeZone
    : `${generic} (${timeZone})`;
}
