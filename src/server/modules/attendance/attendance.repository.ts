import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '#contract/attendance';
import type { ClassStatus } from '#contract/classes';
import type { ClassFormatKind } from '#contract/schedule';
import type { SessionStatus } from '#contract/sessions';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { attendance, classes, classSessions, enrolments, users } from '#server/db/schema';
import {
  classSessionsRepository,
  sessionColumns,
  timetableSessionColumns,
  type TimetableSessionRow,
} from '#server/modules/classes/class-sessions.repository';

export interface AttendanceClass {
  id: string;
  name: string;
  instructorId: string;
  timeZone: string | null;
}

export interface AttendanceSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
}

export interface RosterRow {
  id: string;
  name: string;
  email: string;
  status: AttendanceStatus | null;
}

export interface TeachingSessionRow extends TimetableSessionRow {
  classStatus: ClassStatus;
  enrolled: number;
  recorded: number;
}

export interface StudentAttendanceRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  reason: string | null;
  attendance: AttendanceStatus | null;
}

export interface SchoolSessionRow {
  id: string;
  classId: string;
  className: string;
  classStatus: ClassStatus;
  instructor: string;
  instructorName: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  sequence: number;
  reason: string | null;
  format: ClassFormatKind | null;
  address: string | null;
}

/** Reads and writes of attendance, and the timetables around it; the service decides who may. */
export function createAttendanceRepository(db: Db) {
  return {
    async findClass(classId: string): Promise<AttendanceClass | null> {
      const [row] = await db
        .select({
          id: classes.id,
          name: classes.name,
          instructorId: classes.instructorId,
          timeZone: classes.timeZone,
        })
        .from(classes)
        .where(eq(classes.id, classId));
      return row ?? null;
    },

    /** With `lock`, the session is held until the transaction ends, so it cannot be cancelled meanwhile. */
    async findSession(
      classId: string,
      sessionId: string,
      { on = db, lock = false }: { on?: Tx; lock?: boolean } = {},
    ): Promise<AttendanceSession | null> {
      const query = on
        .select({
          id: classSessions.id,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          status: classSessions.status,
        })
        .from(classSessions)
        .where(and(eq(classSessions.id, sessionId), eq(classSessions.classId, classId)));
      const [row] = lock ? await query.for('share') : await query;
      return row ?? null;
    },

    isEnrolled: (userId: string, classId: string, on: Tx = db): Promise<boolean> =>
      classSessionsRepository.isEnrolled(on, userId, classId),

    /** The students enrolled in the class, by name, each with their attendance at the session (or null). */
    roster(classId: string, sessionId: string): Promise<RosterRow[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email, status: attendance.status })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .leftJoin(
          attendance,
          and(eq(attendance.sessionId, sessionId), eq(attendance.userId, enrolments.userId)),
        )
        .where(eq(enrolments.classId, classId))
        .orderBy(asc(users.name), asc(users.email));
    },

    async record(
      on: Tx,
      values: {
        sessionId: string;
        userId: string;
        status: AttendanceStatus;
        recordedBy: string;
        now: Date;
      },
    ): Promise<void> {
      const { sessionId, userId, status, recordedBy, now } = values;
      await on
        .insert(attendance)
        .values({ sessionId, userId, status, recordedBy, recordedAt: now })
        .onConflictDoUpdate({
          target: [attendance.sessionId, attendance.userId],
          set: { status, recordedBy, recordedAt: now },
        });
    },

    /** The student's recorded status at the session and their email: what an admin's change is logged with. */
    async recordedStatus(on: Tx, sessionId: string, userId: string) {
      const [row] = await on
        .select({ email: users.email, status: attendance.status })
        .from(users)
        .leftJoin(attendance, and(eq(attendance.sessionId, sessionId), eq(attendance.userId, users.id)))
        .where(eq(users.id, userId));
      return { email: row?.email ?? null, status: row?.status ?? null };
    },

    async clear(on: Tx, sessionId: string, userId: string): Promise<void> {
      await on
        .delete(attendance)
        .where(and(eq(attendance.sessionId, sessionId), eq(attendance.userId, userId)));
    },

    /** The sessions of the instructor's classes that end after `after`, first first. */
    teachingSessions(instructorId: string, after: Date, limit: number): Promise<TeachingSessionRow[]> {
      return db
        .select({
          ...timetableSessionColumns,
          classStatus: classes.status,
          enrolled: classes.students,
          recorded: sql<number>`(select count(*)::int from ${attendance} where ${attendance.sessionId} = ${classSessions.id})`,
        })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(and(eq(classes.instructorId, instructorId), gt(classSessions.endsAt, after)))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
        .limit(limit);
    },

    /** The class's sessions that have started by `now`, with the student's attendance at each. */
    studentAttendance(userId: string, classId: string, now: Date): Promise<StudentAttendanceRow[]> {
      return db
        .select({
          id: classSessions.id,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          status: classSessions.status,
          reason: classSessions.reason,
          attendance: attendance.status,
        })
        .from(classSessions)
        .leftJoin(attendance, and(eq(attendance.sessionId, classSessions.id), eq(attendance.userId, userId)))
        .where(and(eq(classSessions.classId, classId), lte(classSessions.startsAt, now)))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    /** Every session of an approved or pending class starting in [from, to), first first. */
    schoolSessions(from: Date, to: Date, limit: number): Promise<SchoolSessionRow[]> {
      return db
        .select({
          ...sessionColumns,
          className: classes.name,
          classStatus: classes.status,
          instructor: users.email,
          instructorName: users.name,
          format: classes.format,
          address: classes.address,
        })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(
          and(
            gte(classSessions.startsAt, from),
            lt(classSessions.startsAt, to),
            inArray(classes.status, ['approved', 'pending']),
          ),
        )
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
        .limit(limit);
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
