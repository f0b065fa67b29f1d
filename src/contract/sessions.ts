import { z } from 'zod/mini';
import { classFormats, calendarDate, startTime } from './schedule.js';

export const sessionStatuses = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** One meeting of a class; `sequence` rises each time it is moved or cancelled (iCalendar's SEQUENCE). */
export const classSession = z.object({
  _id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(sessionStatuses),
  sequence: z.int(),
  reason: z.nullable(z.string()),
});
export type ClassSession = z.infer<typeof classSession>;

/**
 * A class's sessions, with where they happen. The meeting link is there only for a student enrolled in
 * the class, its instructor and admins; for everyone else it is null, even for an online class.
 */
export const classSessionsAnswer = z.object({
  classId: z.string(),
  timeZone: z.nullable(z.string()),
  format: z.nullable(z.enum(classFormats)),
  address: z.nullable(z.string()),
  meetingLink: z.nullable(z.string()),
  sessions: z.array(classSession),
});
export type ClassSessionsAnswer = z.infer<typeof classSessionsAnswer>;

export const SESSION_REASON_MAX = 500;

const reason = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`),
    })
    .check(
      z.trim(),
      z.maxLength(SESSION_REASON_MAX, `${what} should be at most ${SESSION_REASON_MAX} characters long`),
    );

/** A new date and start time in the class's own zone; the session keeps its length. */
export const moveSessionBody = z.strictObject({
  date: calendarDate('Date'),
  startTime: startTime(),
  reason: z.optional(reason('Reason')),
});
export type MoveSessionBody = z.infer<typeof moveSessionBody>;

export const cancelSessionBody = z.strictObject({
  reason: reason('Reason').check(z.minLength(1, 'Say why the session is cancelled: the students read it')),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBody>;

export const sessionParams = z.object({
  id: z.guid('is not a class id'),
  sessionId: z.guid('is not a session id'),
});

/**
 * One session in a student's timetable (GET /api/me/sessions): a class they are enrolled in, so its
 * meeting link is theirs to see. Cancelled sessions are listed too, marked.
 */
export const mySession = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(sessionStatuses),
  sequence: z.int(),
  reason: z.nullable(z.string()),
  /** The class's own zone. */
  timeZone: z.nullable(z.string()),
  format: z.nullable(z.enum(classFormats)),
  meetingLink: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type MySession = z.infer<typeof mySession>;
export const mySessionsAnswer = z.array(mySession);

/** How many of a student's coming sessions one answer holds. */
export const MY_SESSIONS_MAX = 500;
