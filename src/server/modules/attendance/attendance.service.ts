import { Temporal } from 'temporal-polyfill';
import {
  TEACHING_SESSIONS_DAYS_BACK,
  TEACHING_SESSIONS_MAX,
  WEEK_SESSIONS_MAX,
  type MyAttendanceAnswer,
  type RecordAttendanceBody,
  type RecordedAttendance,
  type SessionRoster,
  type TeachingSession,
  type WeekSessionsAnswer,
  type WeekSessionsQuery,
} from '#contract/attendance';
import type { Transactions } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import type { Viewer } from '#server/viewer';
import { recordAudit } from '#server/modules/audit/audit.service';
import { timetableSessionAnswer } from '#server/modules/classes/timetable-session';
import type { AttendanceRepository, AttendanceSession } from './attendance.repository.js';

/** Why a session takes no attendance now, or null when it does (docs/decisions/attendance.md). */
function attendanceClosed(session: AttendanceSession, now: Date): ServerText | null {
  if (session.status === 'cancelled') return serverText('conflict.session_cancelled_attendance');
  if (session.startsAt.getTime() > now.getTime()) return serverText('conflict.session_not_started');
  return null;
}

/** The roster with why it takes no attendance as a message the route says in the request's language. */
type RosterToSay = Omit<SessionRoster, 'attendanceClosed'> & { attendanceClosed: ServerText | null };

export function createAttendanceService(deps: {
  attendance: AttendanceRepository;
  transactions: Transactions;
  now: () => Date;
}) {
  const { attendance, transactions, now } = deps;

  /** The class, when the viewer teaches it or is an admin: 404 for no class, 403 for someone else's. */
  async function classTaughtBy(viewer: Viewer, classId: string) {
    const found = await attendance.findClass(classId);
    if (!found) throw AppError.notFound(serverText('not_found.class_id'));
    if (viewer.role !== 'admin' && found.instructorId !== viewer.id) {
      throw AppError.forbidden(serverText('forbidden.not_your_roster'));
    }
    return found;
  }

  return {
    async roster(viewer: Viewer, classId: string, sessionId: string): Promise<RosterToSay> {
      const found = await classTaughtBy(viewer, classId);
      const session = await attendance.findSession(classId, sessionId);
      if (!session) throw AppError.notFound(serverText('not_found.class_session'));
      const closed = attendanceClosed(session, now());
      const students = await attendance.roster(classId, sessionId);
      return {
        sessionId: session.id,
        classId: found.id,
        className: found.name,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        status: session.status,
        timeZone: found.timeZone,
        takesAttendance: closed === null,
        attendanceClosed: closed,
        students: students.map((s) => ({ _id: s.id, name: s.name, email: s.email, status: s.status })),
      };
    },

    /**
     * The instructor (or an admin) records a student's attendance at a session that has started and was not
     * cancelled; null clears it. Only a student enrolled in the class.
     */
    async record(
      viewer: Viewer,
      classId: string,
      sessionId: string,
      studentId: string,
      body: RecordAttendanceBody,
    ): Promise<RecordedAttendance> {
      await classTaughtBy(viewer, classId);
      return transactions.run(async (tx) => {
        const session = await attendance.findSession(classId, sessionId, { on: tx, lock: true });
        if (!session) throw AppError.notFound(serverText('not_found.class_session'));
        const closed = attendanceClosed(session, now());
        if (closed) throw AppError.conflict(closed);
        if (!(await attendance.isEnrolled(studentId, classId, tx)))
          throw AppError.notFound(serverText('not_found.student_not_enrolled'));
        // An admin standing in for the instructor is logged; the instructor's own register is not.
        const before =
          viewer.role === 'admin' ? await attendance.recordedStatus(tx, sessionId, studentId) : null;
        if (body.status === null) await attendance.clear(tx, sessionId, studentId);
        else {
          await attendance.record(tx, {
            sessionId,
            userId: studentId,
            status: body.status,
            recordedBy: viewer.id,
            now: now(),
          });
        }
        if (before && before.status !== body.status) {
          await recordAudit(tx, {
            actorId: viewer.id,
            action: 'attendance.recorded',
            subjectType: 'session',
            subjectId: sessionId,
            subjectLabel: before.email,
            before: { student: before.email, status: before.status },
            after: { student: before.email, status: body.status },
          });
        }
        return { sessionId, studentId, status: body.status };
      });
    },

    /** The instructor's sessions of the last weeks and every coming one, with how much attendance is in. */
    async teachingSessions(viewer: Viewer): Promise<TeachingSession[]> {
      const after = new Date(now().getTime() - TEACHING_SESSIONS_DAYS_BACK * 86_400_000);
      const rows = await attendance.teachingSessions(viewer.id, after, TEACHING_SESSIONS_MAX);
      return rows.map((row) => ({
        ...timetableSessionAnswer(row),
        classStatus: row.classStatus,
        enrolled: row.enrolled,
        recorded: Number(row.recorded),
      }));
    },

    /** A student's attendance at the sessions of a class they are enrolled in that have started. */
    async myAttendance(viewer: Viewer, classId: string): Promise<MyAttendanceAnswer> {
      const found = await attendance.findClass(classId);
      if (!found || !(await attendance.isEnrolled(viewer.id, classId))) {
        throw AppError.notFound(serverText('not_found.not_enrolled_in_class'));
      }
      const rows = await attendance.studentAttendance(viewer.id, classId, now());
      return {
        classId: found.id,
        className: found.name,
        timeZone: found.timeZone,
        sessions: rows.map((row) => ({
          _id: row.id,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          status: row.status,
          reason: row.reason,
          // A session cancelled after it was taken keeps its rows, but nobody attended a cancelled session.
          attendance: row.status === 'cancelled' ? null : row.attendance,
        })),
      };
    },

    /** Every approved and pending class's sessions in the seven days from `start` in the zone `tz`. */
    async week(query: WeekSessionsQuery): Promise<WeekSessionsAnswer> {
      const first = Temporal.PlainDate.from(query.start);
      // The start of a day, not its 00:00: in a few zones the clocks skip midnight.
      const from = new Date(first.toZonedDateTime(query.tz).epochMilliseconds);
      const to = new Date(first.add({ days: 7 }).toZonedDateTime(query.tz).epochMilliseconds);
      const rows = await attendance.schoolSessions(from, to, WEEK_SESSIONS_MAX);
      return {
        start: query.start,
        timeZone: query.tz,
        from: from.toISOString(),
        to: to.toISOString(),
        sessions: rows.map((row) => ({
          _id: row.id,
          classId: row.classId,
          className: row.className,
          classStatus: row.classStatus,
          instructor: row.instructor,
          instructorName: row.instructorName,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          status: row.status,
          sequence: row.sequence,
          reason: row.reason,
          format: row.format,
          address: row.address,
        })),
      };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
