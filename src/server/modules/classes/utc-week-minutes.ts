import { Temporal } from 'temporal-polyfill';

/**
 * The catalogue's day and time of day in a visitor's zone, as minutes of the UTC week (a session's
 * `utc_week_minute`: its start's minute from Monday 00:00 UTC), which an index answers. Each offset the
 * zone has is a shift of the visitor's local minutes; the union over them holds every session that can be
 * in the visitor's window, and the database checks those few exactly (docs/decisions/catalogue-indexes.md).
 */

export const WEEK_MINUTES = 7 * 24 * 60;

/**
 * The instants whose offsets are read. Every session the app makes starts inside: schedules and moves take
 * dates of 2000-2099 (a local midnight of 1 January 2000 is 31 December 1999 in UTC at most 14 hours
 * earlier), and 200 weekly sessions with 200 skipped dates end before 2108. A session outside is checked
 * the slow way.
 */
export const OFFSETS_FROM = '1999-12-31T00:00:00Z';
export const OFFSETS_UNTIL = '2110-01-01T00:00:00Z';

/** Minutes [from, to) of a week. */
export type MinuteRange = readonly [from: number, to: number];

const offsetsByZone = new Map<string, number[]>();

/**
 * Every UTC offset, in minutes (fractional for a local mean time), that `zone` has at some instant from
 * OFFSETS_FROM to OFFSETS_UNTIL, in Temporal's time zone data; null when Temporal does not know the zone.
 * Kept per zone: listing a zone's transitions over the 110 years takes tens of milliseconds.
 */
export function zoneOffsets(zone: string): number[] | null {
  const key = zone.toLowerCase();
  const known = offsetsByZone.get(key);
  if (known) return known;
  const until = Date.parse(OFFSETS_UNTIL);
  let at: Temporal.ZonedDateTime;
  try {
    at = Temporal.Instant.from(OFFSETS_FROM).toZonedDateTimeISO(zone);
  } catch {
    return null;
  }
  const offsets = new Set([at.offsetNanoseconds / 60e9]);
  for (;;) {
    const next = at.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= until) break;
    offsets.add(next.offsetNanoseconds / 60e9);
    at = next;
  }
  const list = [...offsets].sort((a, b) => a - b);
  offsetsByZone.set(key, list);
  return list;
}

/** Minutes of the UTC week where a session surely is in the visitor's window, and where it may be. */
export interface UtcWeekMinutes {
  /** Inside the window whichever of the offsets applies: no need to convert the session's start. */
  sure: MinuteRange[];
  /** Inside the window under some offsets only: the session's start is converted to know. */
  maybe: MinuteRange[];
}

/**
 * The minutes of the UTC week of a session whose local start (UTC plus one of `offsets`) falls in one of
 * the local minute ranges `local` of the week: each range shifted back by each offset, round the week. A
 * start has seconds (10:07:30 is in minute 10:07), so under a fractional offset a minute is sure only if
 * all of it is inside, and may be if any of it is.
 */
export function utcWeekMinutes(local: readonly MinuteRange[], offsets: readonly number[]): UtcWeekMinutes {
  const may = new Uint8Array(WEEK_MINUTES);
  /** Under how many of the offsets the minute is inside. */
  const sureUnder = new Uint16Array(WEEK_MINUTES);
  const wrap = (minute: number) => ((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  for (const [from, to] of local) {
    for (const offset of offsets) {
      const last = Math.min(Math.ceil(to - offset), Math.floor(from - offset) + WEEK_MINUTES);
      for (let m = Math.floor(from - offset); m < last; m++) may[wrap(m)] = 1;
      for (let m = Math.ceil(from - offset); m < Math.floor(to - offset); m++) {
        const i = wrap(m);
        sureUnder[i] = sureUnder[i]! + 1;
      }
    }
  }
  const sure = (m: number) => sureUnder[m] === offsets.length;
  return {
    sure: rangesWhere(sure),
    maybe: rangesWhere((m) => may[m] === 1 && !sure(m)),
  };
}

/** The runs of minutes of the week for which `holds` is true. */
function rangesWhere(holds: (minute: number) => boolean): MinuteRange[] {
  const ranges: MinuteRange[] = [];
  let from: number | null = null;
  for (let m = 0; m <= WEEK_MINUTES; m++) {
    const inside = m < WEEK_MINUTES && holds(m);
    if (inside && from === null) from = m;
    if (!inside && from !== null) {
      ranges.push([from, m]);
      from = null;
    }
  }
  return ranges;
}
