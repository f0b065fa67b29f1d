import { z } from 'zod/mini';
import { classStatuses } from './classes.js';
import { calendarDate, classFormats, timeZone } from './schedule.js';
import { mySession, sessionStatuses } from './sessions.js';

/**
 * Attendance: per student and session, recorded by the class's instructor (or an admin)
 * once the session has started. A student with no record is "not recorded" (null).
 */
export const attendanceStatuses = ['present', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** Set a student's attendance at a session; `status: null` clears it back to not recorded. */
export const recordAttendanceBody = z.strictObject({
  status: z.nullable(
    z.enum(attendanceStatuses, {
      error: () => `Status must be one of ${attendanceStatuses.join(', ')}, or null for not recorded`,
    }),
  ),
});
export type RecordAttendanceBody = z.infer<typeof recordAttendanceBody>;

export const attendanceParams = z.object({
  id: z.guid('is not a class id'),
  sessionId: z.guid('is not a session id'),
  studentId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const recordedAttendance = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  status: z.nullable(z.enum(attendanceStatuses)),
});
export type RecordedAttendance = z.infer<typeof recordedAttendance>;

/** One enrolled student of the class and their attendance at the session. */
const rosterEntry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.nullable(z.enum(attendanceStatuses)),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

/**
 * A session's roster (GET /api/classes/:id/sessions/:sessionId/attendance), for its instructor and admins.
 * `takesAttendance` is false, with the reason in `attendanceClosed`, for a cancelled session or one that
 * has not started yet.
 */
export const sessionRoster = z.object({
  sessionId: z.string(),
  classId: z.string(),
  className: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(sessionStatuses),
  timeZone: z.nullable(z.string()),
  takesAttendance: z.boolean(),
  attendanceClosed: z.nullable(z.string()),
  students: z.array(rosterEntry),
});
export type SessionRoster = z.infer<typeof sessionRoster>;

/** One session the instructor teaches, for their timetable (GET /api/me/teaching-sessions). */
const teachingSession = z.extend(mySession, {
  classStatus: z.enum(classStatuses),
  /** How many students are enrolled in the class, and how many of them have attendance recorded here. */
  enrolled: z.int(),
  recorded: z.int(),
});
export type TeachingSession = z.infer<typeof teachingSession>;
export const teachingSessionsAnswer = z.array(teachingSession);

/** How far back the instructor's timetable reaches, in days, and how many sessions one answer holds. */
export const TEACHING_SESSIONS_DAYS_BACK = 56;
export const TEACHING_SESSIONS_MAX = 1000;

/** A student's attendance in one class they are enrolled in (GET /api/me/classes/:id/attendance). */
const myAttendanceSession = z.object({
  _id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(sessionStatuses),
  reason: z.nullable(z.string()),
  attendance: z.nullable(z.enum(attendanceStatuses)),
});
export type MyAttendanceSession = z.infer<typeof myAttendanceSession>;
export const myAttendanceAnswer = z.object({
  classId: z.string(),
  className: z.string(),
  timeZone: z.nullable(z.string()),
  /** The sessions that have started, first first. */
  sessions: z.array(myAttendanceSession),
});
export type MyAttendanceAnswer = z.infer<typeof myAttendanceAnswer>;

/** The week of every class's sessions an admin sees (GET /api/sessions/week?start=YYYY-MM-DD&tz=Zone). */
export const weekSessionsQuery = z.object({
  /** The week's first day in `tz`; seven days from its midnight. */
  start: calendarDate('start'),
  tz: timeZone,
});
export type WeekSessionsQuery = z.infer<typeof weekSessionsQuery>;

const schoolSession = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  classStatus: z.enum(classStatuses),
  instructor: z.string(),
  instructorName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(sessionStatuses),
  sequence: z.int(),
  reason: z.nullable(z.string()),
  format: z.nullable(z.enum(classFormats)),
  address: z.nullable(z.string()),
});
export const weekSessionsAnswer = z.object({
  start: z.string(),
  timeZone: z.string(),
  /** The week's bounds as instants: from `from` (included) to `to` (left out). */
  from: z.string(),
  to: z.string(),
  sessions: z.array(schoolSession),
});
export type WeekSessionsAnswer = z.infer<typeof weekSessionsAnswer>;
export const WEEK_SESSIONS_MAX = 2000;
