import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ClassFormatKind } from '#contract/schedule';
import type { SessionStatus } from '#contract/sessions';
import type { Tx } from '#server/db/transaction';
import { classes, classSessions, enrolments, users } from '#server/db/schema';

export interface SessionRow {
  id: string;
  classId: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  sequence: number;
  reason: string | null;
}

/** A scheduled session of one of an instructor's classes, for finding clashes. */
export interface TeachingSession {
  id: string;
  classId: string;
  className: string;
  startsAt: Date;
  endsAt: Date;
}

/** The columns a session is answered with; the calendar module reads the same. */
export const sessionColumns = {
  id: classSessions.id,
  classId: classSessions.classId,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  status: classSessions.status,
  sequence: classSessions.sequence,
  reason: classSessions.reason,
};

/** A session in a person's timetable: with its class's name, zone and where it meets. */
export interface TimetableSessionRow extends SessionRow {
  className: string;
  timeZone: string | null;
  format: ClassFormatKind | null;
  meetingLink: string | null;
  address: string | null;
}

/** The columns of a `TimetableSessionRow`, for a query that joins the session's class. */
export const timetableSessionColumns = {
  ...sessionColumns,
  className: classes.name,
  timeZone: classes.timeZone,
  format: classes.format,
  meetingLink: classes.meetingLink,
  address: classes.address,
};

/** The sessions of classes: every function runs on the store or the transaction the service gives it. */
export const classSessionsRepository = {
  /**
   * Holds the instructor's timetable until the transaction ends, so two writes checking it for clashes at
   * once cannot both pass (a transaction-scoped advisory lock, keyed by the instructor).
   */
  async lockTimetable(on: Tx, instructorId: string): Promise<void> {
    await on.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`timetable:${instructorId}`}, 0))`);
  },

  /** The instructor's scheduled sessions in every class (one class left out, or one session). */
  async scheduledOfInstructor(
    on: Tx,
    instructorId: string,
    leaveOut: { classId?: string; sessionId?: string } = {},
  ): Promise<TeachingSession[]> {
    const conditions = [eq(classes.instructorId, instructorId), eq(classSessions.status, 'scheduled')];
    if (leaveOut.classId) conditions.push(ne(classSessions.classId, leaveOut.classId));
    if (leaveOut.sessionId) conditions.push(ne(classSessions.id, leaveOut.sessionId));
    return on
      .select({
        id: classSessions.id,
        classId: classSessions.classId,
        className: classes.name,
        startsAt: classSessions.startsAt,
        endsAt: classSessions.endsAt,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(and(...conditions))
      .orderBy(asc(classSessions.startsAt));
  },

  /** The class's sessions become these (the old ones, if any, are deleted). */
  async replace(on: Tx, classId: string, sessions: { startsAt: Date; endsAt: Date }[]): Promise<void> {
    await on.delete(classSessions).where(eq(classSessions.classId, classId));
    if (sessions.length > 0) {
      await on.insert(classSessions).values(sessions.map((s) => ({ classId, ...s })));
    }
  },

  async ofClass(on: Tx, classId: string): Promise<SessionRow[]> {
    return on
      .select(sessionColumns)
      .from(classSessions)
      .where(eq(classSessions.classId, classId))
      .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  },

  /** One session of the class, locked for the change that follows. */
  async lockOne(on: Tx, classId: string, sessionId: string): Promise<SessionRow | null> {
    const [row] = await on
      .select(sessionColumns)
      .from(classSessions)
      .where(and(eq(classSessions.id, sessionId), eq(classSessions.classId, classId)))
      .for('update');
    return row ?? null;
  },

  /** A new time, and the sequence raised so calendars replace the old one. */
  async move(
    on: Tx,
    sessionId: string,
    values: { startsAt: Date; endsAt: Date; reason: string | null; now: Date },
  ): Promise<SessionRow> {
    const [row] = await on
      .update(classSessions)
      .set({
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        reason: values.reason,
        sequence: sql`${classSessions.sequence} + 1`,
        updatedAt: values.now,
      })
      .where(eq(classSessions.id, sessionId))
      .returning(sessionColumns);
    return row!;
  },

  async cancel(on: Tx, sessionId: string, values: { reason: string; now: Date }): Promise<SessionRow> {
    const [row] = await on
      .update(classSessions)
      .set({
        status: 'cancelled',
        reason: values.reason,
        sequence: sql`${classSessions.sequence} + 1`,
        updatedAt: values.now,
      })
      .where(eq(classSessions.id, sessionId))
      .returning(sessionColumns);
    return row!;
  },

  /** The students enrolled in a class, to tell them of a change. */
  async enrolledStudents(on: Tx, classId: string): Promise<{ id: string; name: string; email: string }[]> {
    return on
      .select({ id: users.id, name: users.name, email: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(eq(enrolments.classId, classId))
      .orderBy(asc(users.id));
  },

  async hasEnrolments(on: Tx, classId: string): Promise<boolean> {
    const [row] = await on
      .select({ one: sql<number>`1` })
      .from(enrolments)
      .where(eq(enrolments.classId, classId))
      .limit(1);
    return row !== undefined;
  },

  async isEnrolled(on: Tx, userId: string, classId: string): Promise<boolean> {
    const [row] = await on
      .select({ one: sql<number>`1` })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.classId, classId)))
      .limit(1);
    return row !== undefined;
  },
};

export type ClassSessionsRepository = typeof classSessionsRepository;
