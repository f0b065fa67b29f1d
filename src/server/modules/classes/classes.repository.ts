import { and, asc, count, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClassDetails, ClassSort, ClassStatus, LanguageClass, TimeOfDay } from '#contract/classes';
import type { Role } from '#contract/users';
import { timesOfDay, weekdays } from '#contract/class-choices';
import type { ClassFormatKind, ClassLevel, ScheduleInput, Weekday } from '#contract/schedule';
import type { Db } from '#server/db/client';
import { containsFolded } from '#server/db/search-fold';
import type { Tx } from '#server/db/transaction';
import { classes, classSessions, enrolments, users } from '#server/db/schema';
import { dollarsFromCents, type Cents } from '#server/money';
import {
  WEEK_MINUTES,
  OFFSETS_FROM,
  OFFSETS_UNTIL,
  utcWeekMinutes,
  zoneOffsets,
  type MinuteRange,
  type UtcWeekMinutes,
} from './utc-week-minutes.js';
import { hasEnded, sessionFactsAt } from '#server/modules/seats/seat-queries';
import { classSaleOf, saleTerms, type SessionFacts } from '#server/modules/seats/rules/class-sale';

export interface ClassFilter {
  status?: ClassStatus;
  instructorEmail?: string;
  instructorId?: string;
  sort?: ClassSort;
  limit?: number;
  language?: string;
  level?: ClassLevel;
  /** A scheduled session on one of these days and at this time of day, read in `zone` (else the class's own). */
  days?: readonly Weekday[];
  time?: TimeOfDay;
  zone?: string;
  minPriceCents?: Cents;
  maxPriceCents?: Cents;
  /** The first scheduled session on this local date (YYYY-MM-DD, in `zone`) or later. */
  startsFrom?: string;
  withSeats?: boolean;
  /** Every word in the class's name or its instructor's, ignoring case and accents. */
  search?: string;
  /** The moment the sale is read at: each class gets its sale, ended classes come last (or, hideEnded, none). */
  sale?: { at: Date; lateJoining: boolean; hideEnded?: boolean };
}

const isoWeekday: Record<Weekday, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
/** Local hours [from, to); a session from midnight to 05:00 is in none of them (night). */
const hoursOf: Record<TimeOfDay, [number, number]> = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** The local minutes of the week [from, to) of days and a time of day (every day, all day when absent). */
function localWeekRanges(days: readonly Weekday[], time: TimeOfDay | undefined): MinuteRange[] {
  return localCellRanges(days.length > 0 ? days.map((day) => isoWeekday[day]) : [1, 2, 3, 4, 5, 6, 7], [
    time ? hoursOf[time] : [0, 24],
  ]);
}

function localCellRanges(isoDays: readonly number[], hours: readonly (readonly [number, number])[]) {
  return isoDays.flatMap((d) =>
    hours.map(([from, to]) => [(d - 1) * 1440 + from * 60, (d - 1) * 1440 + to * 60] as const),
  );
}

const weekMinutesByFilter = new Map<string, UtcWeekMinutes>();

/**
 * The UTC week minutes of a day and time of day in `zone`, null for a zone Temporal does not know (not kept:
 * the zone is the visitor's text). Kept per known zone, day and time of day, so a request does not walk the
 * week's 10,080 minutes again.
 */
function visitorWeekMinutes(zone: string, days: readonly Weekday[], time: TimeOfDay | undefined) {
  const key = `${zone.toLowerCase()} ${days.join()} ${time ?? ''}`;
  const known = weekMinutesByFilter.get(key);
  if (known) return known;
  const offsets = zoneOffsets(zone);
  if (!offsets) return null;
  const minutes = utcWeekMinutes(localWeekRanges(days, time), offsets);
  weekMinutesByFilter.set(key, minutes);
  return minutes;
}

/** `utc_week_minute` in one of the ranges. */
function inMinutes(ranges: readonly MinuteRange[]): SQL[] {
  const minute = classSessions.utcWeekMinute;
  return ranges.map(([from, to]) => sql`(${minute} >= ${from} and ${minute} < ${to})`);
}

/**
 * A scheduled session of the class on the day and at the time of day, read in the visitor's `zone` or, with
 * none, in the class's own zone.
 *
 * In the visitor's zone, the minutes of the UTC week that an index answers (docs/decisions/catalogue-indexes.md):
 * a session in a minute that is inside the visitor's window under each offset the zone has had since 1999
 * matches; one in a minute inside it under some offsets only is converted to the zone by the database, as is
 * any session outside the instants those offsets were read for (none the app makes). In each class's own
 * zone, every session is converted: the offsets differ from class to class.
 */
function dayAndTimeCondition(days: readonly Weekday[], time: TimeOfDay | undefined, zone?: string): SQL {
  const local = sql`(${classSessions.startsAt} at time zone ${zone ? sql`${zone}::text` : classes.timeZone})`;
  const converted: SQL[] = [];
  if (days.length > 0) {
    const isoDays = days.map((day) => sql`${isoWeekday[day]}`);
    converted.push(sql`extract(isodow from ${local}) in (${sql.join(isoDays, sql`, `)})`);
  }
  if (time) {
    const [from, to] = hoursOf[time];
    const hour = sql`extract(hour from ${local})`;
    converted.push(sql`${hour} >= ${from} and ${hour} < ${to}`);
  }
  const minutes = zone ? visitorWeekMinutes(zone, days, time) : null;
  let matches = and(...converted)!;
  if (minutes) {
    const inKnownInstants = sql`${classSessions.startsAt} >= ${OFFSETS_FROM}::timestamptz and ${classSessions.startsAt} < ${OFFSETS_UNTIL}::timestamptz`;
    const sure =
      minutes.sure.length > 0 ? [sql`((${or(...inMinutes(minutes.sure))}) and ${inKnownInstants})`] : [];
    const maybe = or(
      ...inMinutes(minutes.maybe),
      sql`${classSessions.startsAt} < ${OFFSETS_FROM}::timestamptz`,
      sql`${classSessions.startsAt} >= ${OFFSETS_UNTIL}::timestamptz`,
    )!;
    matches = or(...sure, and(maybe, matches))!;
  }
  return sql`exists (select 1 from ${classSessions} where ${and(
    eq(classSessions.classId, classes.id),
    eq(classSessions.status, 'scheduled'),
    matches,
  )})`;
}

/** A zone the database does not know is refused even when no session is converted to it (the index
 * answered them all, or there are none); the planner computes this once. */
const knownZone = (zone: string) =>
  sql`('2000-01-01T00:00:00Z'::timestamptz at time zone ${zone}::text) is not null`;

/** The filters that are not counted per choice: price, seats, first session and the search's words. */
function otherConditions(filter: ClassFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minPriceCents !== undefined) conditions.push(gte(classes.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined) conditions.push(lte(classes.priceCents, filter.maxPriceCents));
  if (filter.withSeats) conditions.push(gt(classes.availableSeats, 0));
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(containsFolded([classes.name, users.name], word));
  }
  conditions.push(...startConditions(filter));
  if (filter.sale?.hideEnded) conditions.push(sql`not ${hasEnded(classes.id, filter.sale.at)}`);
  return conditions;
}

/** The first scheduled session on `startsFrom` or later (in the visitor's zone, else the class's own). */
function startConditions(filter: ClassFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.startsFrom) {
    const zone = filter.zone ? sql`${filter.zone}::text` : sql`${classes.timeZone}`;
    conditions.push(
      sql`(select min(${classSessions.startsAt}) from ${classSessions} where ${and(
        eq(classSessions.classId, classes.id),
        eq(classSessions.status, 'scheduled'),
      )}) at time zone ${zone} >= ${filter.startsFrom}::timestamp`,
    );
  }
  return conditions;
}

const classColumns = {
  id: classes.id,
  name: classes.name,
  priceCents: classes.priceCents,
  img: classes.img,
  instructorEmail: users.email,
  instructorName: users.name,
  availableSeats: classes.availableSeats,
  students: classes.students,
  status: classes.status,
  feedback: classes.feedback,
  language: classes.language,
  level: classes.level,
  description: classes.description,
  format: classes.format,
  address: classes.address,
  timeZone: classes.timeZone,
  schedule: classes.schedule,
  firstSessionAt: scheduledSessionBound('min'),
  lastSessionAt: scheduledSessionBound('max'),
  weekStarts: weekStarts(),
};

/**
 * One start per meeting day of the schedule, as 'YYYY-MM-DDTHH:MMZ' joined by commas: each the meeting
 * day's next local date, in the class's zone, from the day of its first session or today, whichever is
 * later, at the schedule's start time. Read from the schedule, not the sessions: a few date sums per class.
 */
function weekStarts() {
  const zone = classes.timeZone;
  const from = sql`(greatest(now(), coalesce(${scheduledSessionBound('min')}, now())) at time zone ${zone})::date`;
  const date = sql`(f.day + ((array_position(array['mon','tue','wed','thu','fri','sat','sun'], d.name) - extract(isodow from f.day)::int + 7) % 7))`;
  const start = sql`((${date} + (${classes.schedule}->>'startTime')::time) at time zone ${zone}) at time zone 'UTC'`;
  return sql<string | null>`(select string_agg(to_char(${start}, 'YYYY-MM-DD"T"HH24:MI"Z"'), ',')
    from (select ${from} as day) f, jsonb_array_elements_text(${classes.schedule}->'days') d(name))`;
}

/** The first or last scheduled session of the class of the row (the class and start index answers it). */
function scheduledSessionBound(bound: 'min' | 'max') {
  return sql`(select ${sql.raw(bound)}(${classSessions.startsAt}) from ${classSessions}
    where ${classSessions.classId} = ${classes.id} and ${classSessions.status} = 'scheduled')`.mapWith(
    classSessions.startsAt,
  );
}

type ClassRow = {
  id: string;
  name: string;
  priceCents: Cents;
  img: string;
  instructorEmail: string;
  instructorName: string;
  availableSeats: number;
  students: number;
  status: ClassStatus;
  feedback: string | null;
  language: string | null;
  level: ClassLevel | null;
  description: string | null;
  format: ClassFormatKind | null;
  address: string | null;
  timeZone: string | null;
  schedule: ScheduleInput | null;
  firstSessionAt: Date | null;
  lastSessionAt: Date | null;
  weekStarts: string | null;
};

function toLanguageClass(row: ClassRow): LanguageClass {
  return {
    _id: row.id,
    name: row.name,
    price: dollarsFromCents(row.priceCents),
    img: row.img,
    instructor: row.instructorEmail,
    instructorName: row.instructorName,
    availableSeats: row.availableSeats,
    students: row.students,
    status: row.status,
    feedback: row.feedback,
    language: row.language,
    level: row.level,
    description: row.description,
    format: row.format,
    address: row.address,
    timeZone: row.timeZone,
    schedule: row.schedule,
    firstSessionAt: row.firstSessionAt?.toISOString() ?? null,
    lastSessionAt: row.lastSessionAt?.toISOString() ?? null,
    weekStarts: row.weekStarts ? row.weekStarts.split(',') : null,
  };
}

/** The class's sale (class-sale.ts) when its row was read with the session facts. */
function withSale(
  item: LanguageClass,
  row: Partial<SessionFacts> & { priceCents: Cents },
  lateJoining?: boolean,
) {
  if (lateJoining === undefined || row.sessionsTotal === undefined) return item;
  const facts = row as SessionFacts & { priceCents: Cents };
  return { ...item, sale: saleTerms(classSaleOf(facts.priceCents, facts, lateJoining), facts.priceCents) };
}

const orderings: Record<NonNullable<ClassFilter['sort']>, SQL[]> = {
  popular: [desc(classes.students), asc(classes.name), asc(classes.id)],
  'price-asc': [asc(classes.priceCents), asc(classes.name), asc(classes.id)],
  'price-desc': [desc(classes.priceCents), asc(classes.name), asc(classes.id)],
  newest: [desc(classes.createdAt), asc(classes.id)],
};

/** What the rules of editing and deleting a class need to know about it. */
export interface ClassForEdit {
  id: string;
  instructorId: string;
  name: string;
  priceCents: Cents;
  img: string;
  availableSeats: number;
  status: ClassStatus;
  language: string | null;
  level: ClassLevel | null;
  description: string | null;
  format: ClassFormatKind | null;
  meetingLink: string | null;
  address: string | null;
  timeZone: string | null;
  schedule: ScheduleInput | null;
}

/** What a class says about itself besides name, price, picture and seats; null: not said. */
export interface StoredClassDetails {
  language: string | null;
  level: ClassLevel | null;
  description: string | null;
  format: ClassFormatKind | null;
  meetingLink: string | null;
  address: string | null;
  timeZone: string | null;
  schedule: ScheduleInput | null;
}

export interface NewClass extends Partial<StoredClassDetails> {
  name: string;
  priceCents: Cents;
  img: string;
  availableSeats: number;
  instructorId: string;
  status: ClassStatus;
  students: number;
  feedback: string | null;
}

export type ClassChanges = Partial<Pick<NewClass, 'name' | 'priceCents' | 'img' | 'availableSeats'>> &
  Partial<StoredClassDetails>;

/** What answering a class's sessions needs to know about the class. */
export interface ClassForSessions {
  id: string;
  name: string;
  instructorId: string;
  status: ClassStatus;
  format: ClassFormatKind | null;
  meetingLink: string | null;
  address: string | null;
  timeZone: string | null;
}

const editColumns = {
  id: classes.id,
  instructorId: classes.instructorId,
  name: classes.name,
  priceCents: classes.priceCents,
  img: classes.img,
  availableSeats: classes.availableSeats,
  status: classes.status,
  language: classes.language,
  level: classes.level,
  description: classes.description,
  format: classes.format,
  meetingLink: classes.meetingLink,
  address: classes.address,
  timeZone: classes.timeZone,
  schedule: classes.schedule,
};

const sessionsColumns = {
  id: classes.id,
  name: classes.name,
  instructorId: classes.instructorId,
  status: classes.status,
  format: classes.format,
  meetingLink: classes.meetingLink,
  address: classes.address,
  timeZone: classes.timeZone,
};

export interface DeletedClass {
  name: string;
  status: ClassStatus;
  priceCents: Cents;
  availableSeats: number;
  instructorEmail: string;
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
}

/**
 * The statement behind a list of classes; its columns are `classColumns`, in that order. The bench's
 * same-SQL baseline sends its text (bench/catalogue.ts).
 */
export function classListQuery(db: Db, filter: ClassFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(classes.status, filter.status));
  if (filter.instructorEmail) conditions.push(eq(users.email, filter.instructorEmail.toLowerCase()));
  if (filter.instructorId) conditions.push(eq(classes.instructorId, filter.instructorId));
  if (filter.language) conditions.push(eq(classes.language, filter.language));
  if (filter.level) conditions.push(eq(classes.level, filter.level));
  conditions.push(...otherConditions(filter));
  const days = filter.days ?? [];
  if (days.length > 0 || filter.time) conditions.push(dayAndTimeCondition(days, filter.time, filter.zone));
  if (filter.zone && (days.length > 0 || filter.time || filter.startsFrom)) {
    conditions.push(knownZone(filter.zone));
  }
  const ended = filter.sale ? hasEnded(classes.id, filter.sale.at) : null;
  const query = db
    .select({ ...classColumns, ...(filter.sale ? sessionFactsAt(classes.id, filter.sale.at) : {}) })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.instructorId))
    .where(and(...conditions))
    .orderBy(...(ended ? [sql`${ended} asc`] : []), ...orderings[filter.sort ?? 'newest']);
  return filter.limit ? query.limit(filter.limit) : query;
}

/** Morning, afternoon, evening, night: a session's cell in the week is its day times four plus this. */
const slotHours = [...timesOfDay.map((time) => hoursOf[time]), [0, 5] as const];
const cellBit = (isoDay: number, slot: number) => 1 << ((isoDay - 1) * 4 + slot);

/** The cells of `days` (every day when none) at `time` (all four slots when none), as bits. */
function cellMask(days: readonly Weekday[], time: TimeOfDay | undefined): number {
  let mask = 0;
  for (const day of days.length > 0 ? days : weekdays) {
    for (let slot = 0; slot < slotHours.length; slot++) {
      if (!time || slot === timesOfDay.indexOf(time)) mask |= cellBit(isoWeekday[day], slot);
    }
  }
  return mask;
}

const cellsByZone = new Map<string, { bounds: number[]; cells: number[] }>();

/**
 * For each minute of the UTC week, the cell of the visitor's week a session starting in it falls in, where
 * every offset of the zone agrees (`utcWeekMinutes`' sure minutes), or -1: as runs, `bounds` their first
 * minutes and `cells` their cells, for SQL's width_bucket. Null for a zone Temporal does not know.
 */
function zoneCells(zone: string) {
  const key = zone.toLowerCase();
  const known = cellsByZone.get(key);
  if (known) return known;
  const offsets = zoneOffsets(zone);
  if (!offsets) return null;
  const cellOf = new Int8Array(WEEK_MINUTES).fill(-1);
  for (let isoDay = 1; isoDay <= 7; isoDay++) {
    for (let slot = 0; slot < slotHours.length; slot++) {
      const { sure } = utcWeekMinutes(localCellRanges([isoDay], [slotHours[slot]!]), offsets);
      for (const [from, to] of sure) cellOf.fill((isoDay - 1) * 4 + slot, from, to);
    }
  }
  const runs = { bounds: [] as number[], cells: [] as number[] };
  cellOf.forEach((cell, minute) => {
    if (minute === 0 || cell !== cellOf[minute - 1]) {
      runs.bounds.push(minute);
      runs.cells.push(cell);
    }
  });
  cellsByZone.set(key, runs);
  return runs;
}

/**
 * Each class's scheduled sessions as the cells of the week they fall in (`cellBit`), read in `zone` or the
 * class's own. In the visitor's zone, a session whose UTC minute every offset of the zone puts in one cell
 * is placed by the minute alone; the others are converted, as `dayAndTimeCondition` does.
 */
function sessionCells(zone: string | undefined): SQL {
  const local = sql`(${classSessions.startsAt} at time zone ${zone ? sql`${zone}::text` : classes.timeZone})`;
  const hour = sql`extract(hour from ${local})`;
  const converted = sql`((extract(isodow from ${local})::int - 1) * 4 + case when ${hour} < 5 then 3 when ${hour} < 12 then 0 when ${hour} < 17 then 1 else 2 end)`;
  const runs = zone ? zoneCells(zone) : null;
  let cell = converted;
  if (runs) {
    const bounds = sql.raw(`'{${runs.bounds.join(',')}}'::int[]`);
    const cells = sql.raw(`'{${runs.cells.join(',')}}'::int[]`);
    const byMinute = sql`(${cells})[width_bucket(${classSessions.utcWeekMinute}, ${bounds})]`;
    cell = sql`case when ${classSessions.startsAt} >= ${OFFSETS_FROM}::timestamptz and ${classSessions.startsAt} < ${OFFSETS_UNTIL}::timestamptz and ${byMinute} >= 0 then ${byMinute} else ${converted} end`;
  }
  return sql`select ${classSessions.classId} as class_id, bit_or(1 << ${cell}) as cells
    from ${classSessions} inner join ${classes} on ${classes.id} = ${classSessions.classId}
    where ${classSessions.status} = 'scheduled' and ${classes.status} = 'approved'
    group by ${classSessions.classId}`;
}

export interface ClassFacetCounts {
  total: number;
  language: Record<string, number>;
  level: Record<string, number>;
  day: Record<string, number>;
  time: Record<string, number>;
}

/**
 * How many approved classes each choice would list beside the other filters (docs/decisions/catalogue-facets.md):
 * one pass over the classes, each with its language, level, whether the other filters keep it, and the cells
 * of the week its sessions fall in; the counts are sums over them.
 */
async function countClassFacets(db: Db, filter: ClassFilter): Promise<ClassFacetCounts> {
  const days = filter.days ?? [];
  const scheduled = days.length > 0 || !!filter.time;
  const inCells = (mask: number) => sql`(c.cells & ${mask}::int) <> 0`;
  const dayAndTime = scheduled ? inCells(cellMask(days, filter.time)) : sql`true`;
  const language = filter.language ? sql`c.language = ${filter.language}` : sql`true`;
  const level = filter.level ? sql`c.level = ${filter.level}` : sql`true`;
  const where: SQL[] = [eq(classes.status, 'approved')];
  if (filter.instructorEmail) where.push(eq(users.email, filter.instructorEmail.toLowerCase()));
  if (filter.zone) where.push(knownZone(filter.zone));
  const others = and(...otherConditions(filter)) ?? sql`true`;
  const dayMasks = weekdays.map((day) => cellMask([...days, day], filter.time));
  const timeMasks = timesOfDay.map((time) => cellMask(days, time));
  const answer = await db.execute(sql`
    with c as materialized (
      select ${classes.language} as language, ${classes.level} as level, (${others}) as kept,
        coalesce(w.cells, 0) as cells
      from ${classes} inner join ${users} on ${users.id} = ${classes.instructorId}
      left join (${sessionCells(filter.zone)}) w on w.class_id = ${classes.id}
      where ${and(...where)}
    )
    select 'total' as facet, '' as value, count(*) filter (where kept and ${language} and ${level} and ${dayAndTime}) as n from c
    union all
    select 'language', language, count(*) filter (where kept and ${level} and ${dayAndTime}) from c
      where language is not null group by language
    union all
    select 'level', level, count(*) filter (where kept and ${language} and ${dayAndTime}) from c
      where level is not null group by level
    union all
    select 'day', m.i::text, count(*) filter (where kept and ${language} and ${level} and (c.cells & m.mask) <> 0)
      from c cross join unnest(${sql.raw(`'{${dayMasks.join(',')}}'::int[]`)}) with ordinality m(mask, i) group by m.i
    union all
    select 'time', m.i::text, count(*) filter (where kept and ${language} and ${level} and (c.cells & m.mask) <> 0)
      from c cross join unnest(${sql.raw(`'{${timeMasks.join(',')}}'::int[]`)}) with ordinality m(mask, i) group by m.i
  `);
  const { rows } = answer as unknown as { rows: { facet: string; value: string; n: number | string }[] };
  const counts: ClassFacetCounts = { total: 0, language: {}, level: {}, day: {}, time: {} };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.facet === 'total') counts.total = n;
    else if (row.facet === 'day') counts.day[weekdays[Number(row.value) - 1]!] = n;
    else if (row.facet === 'time') counts.time[timesOfDay[Number(row.value) - 1]!] = n;
    else counts[row.facet as 'language' | 'level'][row.value] = n;
  }
  return counts;
}

/** A class under review, with its instructor. */
export interface ReviewedClass {
  id: string;
  name: string;
  status: 'pending' | 'approved' | 'denied';
  feedback: string | null;
  instructorName: string;
  instructorEmail: string;
  instructorId: string;
}

export function createClassesRepository(db: Db) {
  return {
    countFacets: (filter: ClassFilter) => countClassFacets(db, filter),

    async list(filter: ClassFilter): Promise<LanguageClass[]> {
      const rows = await classListQuery(db, filter);
      return rows.map((row) => withSale(toLanguageClass(row), row, filter.sale?.lateJoining));
    },

    /** One class, whatever its status: who may see it is the service's rule. With `sale`, its sale then. */
    async findDetails(id: string, sale?: { at: Date; lateJoining: boolean }): Promise<ClassDetails | null> {
      const [row] = await db
        .select({
          ...classColumns,
          instructorId: classes.instructorId,
          ...(sale ? sessionFactsAt(classes.id, sale.at) : {}),
        })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id));
      return row
        ? { ...withSale(toLanguageClass(row), row, sale?.lateJoining), instructorId: row.instructorId }
        : null;
    },

    async create(values: NewClass, on: Tx = db): Promise<string> {
      const [row] = await on.insert(classes).values(values).returning({ id: classes.id });
      return row!.id;
    },

    async findForEdit(id: string): Promise<ClassForEdit | null> {
      const [row] = await db.select(editColumns).from(classes).where(eq(classes.id, id));
      return row ?? null;
    },

    /** The class, locked until the transaction ends (a schedule change, a session moved or cancelled). */
    async lockForEdit(on: Tx, id: string): Promise<ClassForEdit | null> {
      const [row] = await on.select(editColumns).from(classes).where(eq(classes.id, id)).for('update');
      return row ?? null;
    },

    async findForSessions(id: string, on: Tx = db): Promise<ClassForSessions | null> {
      const [row] = await on.select(sessionsColumns).from(classes).where(eq(classes.id, id));
      return row ?? null;
    },

    /** Writes an edit and the status it leaves the class in. */
    async update(tx: Tx, id: string, changes: ClassChanges & { status: ClassStatus }): Promise<number> {
      const rows = await tx
        .update(classes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(classes.id, id))
        .returning({ id: classes.id });
      return rows.length;
    },

    /**
     * Locks the class (so two admins deciding at once cannot deny a class the other just approved) and reads what a review decides on, and whom it tells. */
    async lockForReview(tx: Tx, id: string): Promise<ReviewedClass | null> {
      const [row] = await tx
        .select({
          id: classes.id,
          name: classes.name,
          status: classes.status,
          feedback: classes.feedback,
          instructorName: users.name,
          instructorEmail: users.email,
          instructorId: users.id,
        })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id))
        .for('update', { of: classes });
      return row ?? null;
    },

    async setReview(
      tx: Tx,
      id: string,
      status: 'approved' | 'denied',
      feedback: string | null,
    ): Promise<void> {
      await tx.update(classes).set({ status, feedback, updatedAt: new Date() }).where(eq(classes.id, id));
    },

    /**
     * A person's role and email, share-locked: they cannot lose the instructor role (which locks that row)
     * until the transaction ends.
     */
    async lockPersonShared(tx: Tx, userId: string): Promise<{ role: Role; email: string } | null> {
      const [person] = await tx
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      return person ?? null;
    },

    /** The class's instructor and name, the class locked until the transaction ends. */
    async lockInstructorOf(
      tx: Tx,
      id: string,
    ): Promise<{ instructorId: string; name: string; email: string } | null> {
      const [row] = await tx
        .select({ instructorId: classes.instructorId, name: classes.name, email: users.email })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id))
        .for('update', { of: classes });
      return row ?? null;
    },

    async setInstructor(tx: Tx, id: string, instructorId: string): Promise<void> {
      await tx.update(classes).set({ instructorId, updatedAt: new Date() }).where(eq(classes.id, id));
    },

    /**
     * The class as it is before deletion, locked, with its count of students and of enrolments. An enrolment
     * committed after the lock still trips the foreign key on delete (isForeignKeyViolation).
     */
    async lockForDelete(
      tx: Tx,
      id: string,
    ): Promise<{ deleted: DeletedClass; students: number; enrolments: number } | null> {
      const [row] = await tx
        .select({
          name: classes.name,
          students: classes.students,
          status: classes.status,
          priceCents: classes.priceCents,
          availableSeats: classes.availableSeats,
          instructorEmail: users.email,
        })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id))
        .for('update', { of: classes });
      if (!row) return null;
      const [enrolled] = await tx.select({ n: count() }).from(enrolments).where(eq(enrolments.classId, id));
      const { students, ...deleted } = row;
      return { deleted, students, enrolments: Number(enrolled?.n ?? 0) };
    },

    /** Deletes a class; its cart items go with it (foreign key cascade). */
    async delete(tx: Tx, id: string): Promise<void> {
      await tx.delete(classes).where(eq(classes.id, id));
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
