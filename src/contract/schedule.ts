import { z } from 'zod/mini';
import { Temporal } from 'temporal-polyfill';

/**
 * What a class is besides its name and price: its CEFR level, its format, and the weekly
 * schedule that becomes its sessions. Pure: the server makes the session rows with `generateSessions`, and
 * the instructor's form previews the same sessions before sending.
 */

// --- level ------------------------------------------------------------------------------------------

import { classLevels, weekdays, type Weekday } from './class-choices.js';

export { classLevels, classLevelLabels, weekdays } from './class-choices.js';
export type { ClassLevel, Weekday } from './class-choices.js';
export const classLevel = z.enum(classLevels, {
  error: () => `Level must be one of ${classLevels.join(', ')} ('all' for all levels)`,
});

// --- description ------------------------------------------------------------------------------------

export const DESCRIPTION_MAX = 2000;

/** Plain text with paragraphs (line breaks are kept); an empty description (after trimming) means none. */
export const classDescription = z
  .string({ error: 'Description must be text' })
  .check(
    z.trim(),
    z.maxLength(DESCRIPTION_MAX, `Description should be at most ${DESCRIPTION_MAX} characters long`),
  );

// --- format -----------------------------------------------------------------------------------------

export const classFormats = ['online', 'in-person'] as const;
export type ClassFormatKind = (typeof classFormats)[number];

export const MEETING_LINK_MAX = 500;
export const ADDRESS_MAX = 300;

/** An https address of a video meeting (Zoom, Meet, Jitsi…); other schemes are refused. */
export const meetingLink = z
  .string({ error: 'Meeting link must be text' })
  .check(
    z.trim(),
    z.minLength(1, 'Meeting link is required for an online class'),
    z.maxLength(MEETING_LINK_MAX, `Meeting link should be at most ${MEETING_LINK_MAX} characters long`),
    z.refine(isHttpsUrl, 'Meeting link must be a web address starting with https://'),
  );

export const classAddress = z
  .string({ error: 'Address must be text' })
  .check(
    z.trim(),
    z.minLength(1, 'Address is required for a class in person'),
    z.maxLength(ADDRESS_MAX, `Address should be at most ${ADDRESS_MAX} characters long`),
  );

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the instructor sends: online with its meeting link, or in person with its address. */
export const classFormatInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('online'), meetingLink }),
    z.strictObject({ kind: z.literal('in-person'), address: classAddress }),
  ],
  { error: "Format must be { kind: 'online', meetingLink } or { kind: 'in-person', address }" },
);
export type ClassFormatInput = z.infer<typeof classFormatInput>;

// --- schedule ---------------------------------------------------------------------------------------

export const SESSIONS_MAX = 200;
const DURATION_MIN = 15;
const DURATION_MAX = 480;
const SKIPPED_DATES_MAX = 200;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date as YYYY-MM-DD that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

// Said only of a real date, so a mistyped one gets one message.
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return !isCalendarDate(value) || (year >= FIRST_YEAR && year <= LAST_YEAR);
};

export const calendarDate = (what: string) =>
  z
    .string({ error: `${what} must be a date (YYYY-MM-DD)` })
    .check(
      z.refine(isCalendarDate, `${what} must be a real date written YYYY-MM-DD`),
      z.refine(inYears, `${what} must be between ${FIRST_YEAR} and ${LAST_YEAR}`),
    );

/**
 * The IANA name of a time zone this runtime knows ('Europe/Madrid', 'America/New_York', 'UTC'), tried
 * with Intl (the list Intl.supportedValuesOf gives leaves out valid aliases such as 'Asia/Kolkata' on some
 * runtimes). Offsets such as '+01:00' are not zones: they know nothing of daylight saving.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 'europe/madrid' becomes 'Europe/Madrid', 'utc' 'UTC'; other spellings Intl knows are kept as given. */
function canonicalTimeZone(value: string): string {
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    return value;
  }
}

export const timeZone = z
  .string({ error: 'Time zone must be text' })
  .check(
    z.trim(),
    z.refine(isTimeZone, 'Time zone must be an IANA time zone such as Europe/Madrid'),
    z.overwrite(canonicalTimeZone),
  );

/** A local start time, 24-hour HH:MM. */
export const startTime = () =>
  z
    .string({ error: 'Start time must be a time (HH:MM)' })
    .check(z.regex(TIME_PATTERN, 'Start time must be a 24-hour time written HH:MM, such as 18:00'));

const weekday = z.enum(weekdays, { error: () => `Meeting days must be among ${weekdays.join(', ')}` });
const weekOrder = (a: Weekday, b: Weekday) => weekdays.indexOf(a) - weekdays.indexOf(b);

/**
 * A weekly schedule as the instructor writes it. Meeting days come back in week order and skipped dates
 * sorted, once each, so two schedules that mean the same compare equal.
 */
export const scheduleInput = z.strictObject({
  /** The first day of the term: sessions start on the first meeting day from it, this day included. */
  firstDate: calendarDate('First date'),
  days: z.array(weekday, { error: 'Meeting days must be a list such as ["mon", "wed"]' }).check(
    z.minLength(1, 'Choose at least one meeting day'),
    z.maxLength(weekdays.length, 'Each meeting day can be chosen once'),
    z.refine((days) => new Set(days).size === days.length, 'Each meeting day can be chosen once'),
    z.overwrite((days) => [...days].sort(weekOrder)),
  ),
  /** The local start time in the class's zone, 24-hour HH:MM. */
  startTime: startTime(),
  durationMinutes: z
    .number({ error: 'Duration must be a number of minutes' })
    .check(
      z.int('Duration must be a whole number of minutes'),
      z.gte(DURATION_MIN, `Duration should be at least ${DURATION_MIN} minutes`),
      z.lte(DURATION_MAX, `Duration should be at most ${DURATION_MAX} minutes (8 hours)`),
    ),
  /** How many sessions are held: skipped dates push the series later rather than taking sessions away. */
  sessionCount: z
    .number({ error: 'Number of sessions must be a whole number' })
    .check(
      z.int('Number of sessions must be a whole number'),
      z.gte(1, 'A class needs at least one session'),
      z.lte(SESSIONS_MAX, `A class can have at most ${SESSIONS_MAX} sessions`),
    ),
  timeZone,
  /** Holidays: meeting days with no session; the series goes on past them. */
  skipDates: z._default(
    z
      .array(calendarDate('A skipped date'), { error: 'Skipped dates must be a list of dates (YYYY-MM-DD)' })
      .check(
        z.maxLength(SKIPPED_DATES_MAX, `At most ${SKIPPED_DATES_MAX} skipped dates`),
        z.overwrite((dates) => [...new Set(dates)].sort()),
      ),
    [],
  ),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;
/** What the form may send before defaults are applied. */
export type ScheduleInputIn = z.input<typeof scheduleInput>;

/** The schedule as the API answers it (what was stored, already normalised). */
export const scheduleAnswer = z.object({
  firstDate: z.string(),
  days: z.array(z.enum(weekdays)),
  startTime: z.string(),
  durationMinutes: z.int(),
  sessionCount: z.int(),
  timeZone: z.string(),
  skipDates: z.array(z.string()),
});

// --- sessions ---------------------------------------------------------------------------------------

/** One meeting: UTC instants as ISO 8601 ('2026-10-12T16:00:00Z'), and its date in the class's zone. */
export interface GeneratedSession {
  startsAt: string;
  endsAt: string;
  /** The local date (YYYY-MM-DD) in the schedule's zone. */
  localDate: string;
}

type ScheduleRefusalReason = 'no-sessions' | 'too-many' | 'unknown-zone' | 'nonexistent-time';

interface ScheduleRefusal {
  ok: false;
  reason: ScheduleRefusalReason;
  /** For the person who wrote the schedule: what is wrong and what to do. */
  message: string;
  /** The field of the schedule to point at. */
  field: keyof ScheduleInput;
  /** The local date the refusal is about, when it is about one. */
  date?: string;
}

export type GeneratedSchedule = { ok: true; sessions: GeneratedSession[] } | ScheduleRefusal;

const isoWeekday: Record<Weekday, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };

/**
 * A local date and time in a zone, as an instant. A time the clocks skip that night (02:30 when they move
 * from 02:00 to 03:00) does not exist: null. A time they go through twice (01:30 when they move back
 * from 02:00 to 01:00) is taken the first time, before the change.
 */
function zonedInstant(
  date: Temporal.PlainDate,
  time: Temporal.PlainTime,
  zone: string,
): Temporal.ZonedDateTime | null {
  const local = date.toPlainDateTime(time);
  try {
    return local.toZonedDateTime(zone, { disambiguation: 'reject' });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // 'reject' refuses both a skipped and a repeated time: the earlier reading tells them apart.
    const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' });
    return earlier.toPlainDateTime().equals(local) ? earlier : null;
  }
}

/** A local date and start time in a zone as a Date, by the rules of `zonedInstant`; null when it does not exist. */
export function instantIn(date: string, time: string, zone: string): Date | null {
  const zoned = zonedInstant(Temporal.PlainDate.from(date), Temporal.PlainTime.from(time), zone);
  return zoned ? new Date(zoned.epochMilliseconds) : null;
}

/** The date (YYYY-MM-DD) an instant falls on in a zone. */
export function localDateOf(instant: Date | string, zone: string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();
}

const refusal = (
  reason: ScheduleRefusalReason,
  field: keyof ScheduleInput,
  message: string,
  date?: string,
): ScheduleRefusal => ({ ok: false, reason, field, message, ...(date ? { date } : {}) });

/**
 * The sessions of a schedule: from the first date, every meeting day in turn that is not a skipped date,
 * until `sessionCount` sessions are held (a skipped date pushes the series one meeting later); each at the start time in the schedule's zone, for
 * `durationMinutes` of real time (a session over a clock change lasts as long as any other). Refused,
 * with a message for the instructor: no meeting day, more than SESSIONS_MAX, an unknown zone, or a start
 * time the clocks skip on one of the dates.
 */
export function generateSessions(schedule: ScheduleInput): GeneratedSchedule {
  if (!isTimeZone(schedule.timeZone)) {
    return refusal(
      'unknown-zone',
      'timeZone',
      `"${schedule.timeZone}" is not a time zone we know. Choose one such as Europe/Madrid or America/New_York.`,
    );
  }
  if (schedule.sessionCount > SESSIONS_MAX) {
    return refusal(
      'too-many',
      'sessionCount',
      `A class can have at most ${SESSIONS_MAX} sessions; this schedule has ${schedule.sessionCount}.`,
    );
  }
  const days = new Set(schedule.days.map((d) => isoWeekday[d]));
  if (days.size === 0 || schedule.sessionCount < 1) {
    return refusal('no-sessions', 'days', 'This schedule has no session: choose at least one meeting day.');
  }
  const skipped = new Set(schedule.skipDates);
  const time = Temporal.PlainTime.from(schedule.startTime);
  const sessions: GeneratedSession[] = [];
  let date = Temporal.PlainDate.from(schedule.firstDate);
  // Every skipped date is passed at most once, so the series always reaches its count.
  while (sessions.length < schedule.sessionCount) {
    if (days.has(date.dayOfWeek)) {
      const localDate = date.toString();
      if (!skipped.has(localDate)) {
        const start = zonedInstant(date, time, schedule.timeZone);
        if (!start) {
          return refusal(
            'nonexistent-time',
            'startTime',
            `${schedule.startTime} does not exist on ${localDate} in ${schedule.timeZone}: the clocks move forward that night. Choose another start time, or skip ${localDate}.`,
            localDate,
          );
        }
        sessions.push({
          startsAt: start.toInstant().toString(),
          endsAt: start.add({ minutes: schedule.durationMinutes }).toInstant().toString(),
          localDate,
        });
      }
    }
    date = date.add({ days: 1 });
  }
  return { ok: true, sessions };
}

// --- overlaps ---------------------------------------------------------------------------------------

/** A span of time, as ISO 8601 instants or Dates. */
export interface TimeSpan {
  startsAt: string | Date;
  endsAt: string | Date;
}

const ms = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * Every pair of a session of `a` and a session of `b` that share some time (one ending as the other starts
 * is no overlap), in the order of `a`'s sessions, then `b`'s. Sorted sweep: n log n plus the pairs found.
 */
export function findOverlaps<A extends TimeSpan, B extends TimeSpan>(
  a: readonly A[],
  b: readonly B[],
): { a: A; b: B }[] {
  const spans = <T extends TimeSpan>(list: readonly T[]) =>
    list
      .map((item, index) => ({ item, index, start: ms(item.startsAt), end: ms(item.endsAt) }))
      .sort((x, y) => x.start - y.start || x.index - y.index);
  const left = spans(a);
  const right = spans(b);
  const pairs: { ai: number; bi: number; a: A; b: B }[] = [];
  let first = 0;
  for (const x of left) {
    // A leading session of b that ends before x starts ends before every later x too: never looked at again.
    while (first < right.length && right[first]!.end <= x.start) first++;
    for (let j = first; j < right.length && right[j]!.start < x.end; j++) {
      const y = right[j]!;
      if (y.end > x.start) pairs.push({ ai: x.index, bi: y.index, a: x.item, b: y.item });
    }
  }
  return pairs.sort((p, q) => p.ai - q.ai || p.bi - q.bi).map(({ a: pa, b: pb }) => ({ a: pa, b: pb }));
}
