import { and, asc, count, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClassDetails, ClassSort, ClassStatus, LanguageClass, TimeOfDay } from '#contract/classes';
import type { ClassFormatKind, ClassLevel, ScheduleInput, Weekday } from '#contract/schedule';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { classes, classSessions, enrolments, users } from '#server/db/schema';
import { dollarsFromCents, type Cents } from '#server/money';
import {
  OFFSETS_FROM,
  OFFSETS_UNTIL,
  utcWeekMinutes,
  zoneOffsets,
  type MinuteRange,
  type UtcWeekMinutes,
} from './utc-week-minutes.js';
import { hasEnded, sessionFactsAt } from '#server/modules/seats/seats.repository';
import { classSaleOf, saleTerms, type SessionFacts } from '#server/modules/seats/class-sale';

export interface ClassFilter {
  status?: ClassStatus;
  instructorEmail?: string;
  instructorId?: string;
  sort?: ClassSort;
  limit?: number;
  language?: string;
  level?: ClassLevel;
  /** A scheduled session on this day and at this time of day, read in `zone` (else the class's own). */
  day?: Weekday;
  time?: TimeOfDay;
  zone?: string;
  minPriceCents?: Cents;
  maxPriceCents?: Cents;
  /** The first scheduled session on this local date (YYYY-MM-DD, in `zone`) or later. */
  startsFrom?: string;
  withSeats?: boolean;
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

/** The local minutes of the week [from, to) of a day and time of day (every day, all day when absent). */
function localWeekRanges(day: Weekday | undefined, time: TimeOfDay | undefined): MinuteRange[] {
  const [from, to] = time ? hoursOf[time] : [0, 24];
  const days = day ? [isoWeekday[day]] : [1, 2, 3, 4, 5, 6, 7];
  return days.map((d) => [(d - 1) * 1440 + from * 60, (d - 1) * 1440 + to * 60] as const);
}

const weekMinutesByFilter = new Map<string, UtcWeekMinutes>();

/**
 * The UTC week minutes of a day and time of day in `zone`, null for a zone Temporal does not know (not kept:
 * the zone is the visitor's text). Kept per known zone, day and time of day, so a request does not walk the
 * week's 10,080 minutes again.
 */
function visitorWeekMinutes(zone: string, day: Weekday | undefined, time: TimeOfDay | undefined) {
  const key = `${zone.toLowerCase()} ${day ?? ''} ${time ?? ''}`;
  const known = weekMinutesByFilter.get(key);
  if (known) return known;
  const offsets = zoneOffsets(zone);
  if (!offsets) return null;
  const minutes = utcWeekMinutes(localWeekRanges(day, time), offsets);
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
function dayAndTimeCondition(day: Weekday | undefined, time: TimeOfDay | undefined, zone?: string): SQL {
  const local = sql`(${classSessions.startsAt} at time zone ${zone ? sql`${zone}::text` : classes.timeZone})`;
  const converted: SQL[] = [];
  if (day) converted.push(sql`extract(isodow from ${local}) = ${isoWeekday[day]}`);
  if (time) {
    const [from, to] = hoursOf[time];
    const hour = sql`extract(hour from ${local})`;
    converted.push(sql`${hour} >= ${from} and ${hour} < ${to}`);
  }
  const minutes = zone ? visitorWeekMinutes(zone, day, time) : null;
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

/** The conditions of the catalogue's filters on sessions and first session. */
function scheduleConditions(filter: ClassFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.day || filter.time) conditions.push(dayAndTimeCondition(filter.day, filter.time, filter.zone));
  if (filter.zone && (filter.day || filter.time || filter.startsFrom)) {
    // A zone the database does not know is refused even when no session is converted to it (the index
    // answered them all, or there are none); the planner computes this once.
    conditions.push(sql`('2000-01-01T00:00:00Z'::timestamptz at time zone ${filter.zone}::text) is not null`);
  }
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
};

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
};

export function toLanguageClass(row: ClassRow): LanguageClass {
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
  priceCents: number;
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
  if (filter.minPriceCents !== undefined) conditions.push(gte(classes.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined) conditions.push(lte(classes.priceCents, filter.maxPriceCents));
  if (filter.withSeats) conditions.push(gt(classes.availableSeats, 0));
  conditions.push(...scheduleConditions(filter));
  const ended = filter.sale ? hasEnded(classes.id, filter.sale.at) : null;
  if (ended && filter.sale?.hideEnded) conditions.push(sql`not ${ended}`);
  const query = db
    .select({ ...classColumns, ...(filter.sale ? sessionFactsAt(classes.id, filter.sale.at) : {}) })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.instructorId))
    .where(and(...conditions))
    .orderBy(...(ended ? [sql`${ended} asc`] : []), ...orderings[filter.sort ?? 'newest']);
  return filter.limit ? query.limit(filter.limit) : query;
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

    /** New classes always start pending, with no students and no feedback. */
    async create(values: NewClass, on: Tx = db): Promise<string> {
      const [row] = await on
        .insert(classes)
        .values({ ...values, status: 'pending', students: 0, feedback: null })
        .returning({ id: classes.id });
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

    /**
     * An instructor's edit. The class goes (back) to pending for an admin to review, except an approved class
     * when `keepApproved`: decided on the row as it is when written, so a review landing meanwhile is kept.
     */
    async updateAfterEdit(
      id: string,
      changes: ClassChanges,
      { keepApproved }: { keepApproved: boolean },
      on: Tx = db,
    ): Promise<number> {
      const status = keepApproved
        ? sql<ClassStatus>`case when ${classes.status} = 'approved' then 'approved' else 'pending' end`
        : ('pending' as const);
      const rows = await on
        .update(classes)
        .set({ ...changes, status, updatedAt: new Date() })
        .where(eq(classes.id, id))
        .returning({ id: classes.id });
      return rows.length;
    },

    /**
     * An admin's decision. The row is locked so two admins deciding at once cannot deny a class the other
     * just approved.
     */
    /** Locks the class and reads what a review decides on, and whom it tells. */
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
     * An admin gives a class to another instructor. The new instructor's row is share-locked, so they
     * cannot lose the instructor role (which locks that row) until the class is theirs.
     */
    async reassign(
      tx: Tx,
      id: string,
      instructorId: string,
    ): Promise<
      | { result: 'missing' | 'not-instructor' | 'unchanged' }
      | { result: 'changed'; name: string; from: string; to: string }
    > {
      const [person] = await tx
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, instructorId))
        .for('share');
      if (person?.role !== 'instructor') return { result: 'not-instructor' };
      const [row] = await tx
        .select({ instructorId: classes.instructorId, name: classes.name, email: users.email })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id))
        .for('update', { of: classes });
      if (!row) return { result: 'missing' };
      if (row.instructorId === instructorId) return { result: 'unchanged' };
      await tx.update(classes).set({ instructorId, updatedAt: new Date() }).where(eq(classes.id, id));
      return { result: 'changed', name: row.name, from: row.email, to: person.email };
    },

    /**
     * Deletes a class nobody is enrolled in; its cart items go with it (foreign key cascade). The class row
     * is locked, and an enrolment committed in between still trips the foreign key (isForeignKeyViolation).
     * A deleted class answers what it was.
     */
    async deleteUnlessEnrolled(
      tx: Tx,
      id: string,
    ): Promise<{ result: 'enrolled' | 'missing' } | { result: 'deleted'; deleted: DeletedClass }> {
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
      if (!row) return { result: 'missing' };
      const [enrolled] = await tx.select({ n: count() }).from(enrolments).where(eq(enrolments.classId, id));
      if (row.students > 0 || (enrolled?.n ?? 0) > 0) return { result: 'enrolled' };
      await tx.delete(classes).where(eq(classes.id, id));
      const { students: _students, ...deleted } = row;
      return { result: 'deleted', deleted };
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
