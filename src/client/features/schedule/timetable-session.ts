import type { ReactNode } from 'react';
import type { SessionStatus } from '#contract/sessions';
import { dayKey } from './zoned-time';

/** One meeting of a class as a timetable shows it; pages build it from the API's sessions. */
export interface TimetableSession {
  id: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** Left out where every session is of one class (that class's own page). */
  className?: string;
  /** Where sessions of several instructors are shown together (the admins' week). */
  instructorName?: string;
  /** The session's place in its class's series, from 1. */
  number?: number;
  cancelled?: boolean;
  /** The instructor moved it from its planned time (a session answered with a raised sequence). */
  moved?: boolean;
  /** Where the session was planned to start, when known; implies `moved`. */
  movedFrom?: string | null;
  /** The instructor's reason for the move or the cancellation. */
  reason?: string | null;
  /** Given only to the enrolled students and the instructor. */
  meetingLink?: string | null;
  address?: string | null;
}

/** A session as the API answers it: in a student's or an instructor's timetable, or the admins' week. */
export interface AnsweredSession {
  _id: string;
  startsAt: string;
  endsAt: string;
  className: string;
  instructorName?: string;
  status: SessionStatus;
  sequence: number;
  reason: string | null;
  meetingLink?: string | null;
  address: string | null;
}

/** The API's sessions as the timetable shows them (docs/decisions/timetable-components.md). */
export function toTimetableSessions(sessions: readonly AnsweredSession[]): TimetableSession[] {
  return sessions.map((session) => ({
    id: session._id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    className: session.className,
    ...(session.instructorName !== undefined && { instructorName: session.instructorName }),
    cancelled: session.status === 'cancelled',
    moved: session.status === 'scheduled' && session.sequence > 0,
    reason: session.reason,
    ...(session.meetingLink !== undefined && { meetingLink: session.meetingLink }),
    address: session.address,
  }));
}

/** What a page adds under a session (the instructor's roster button, the admins' review badge). */
export type SessionExtra = (session: TimetableSession) => ReactNode;

export interface TimetableDay {
  /** 'YYYY-MM-DD' in the zone shown. */
  day: string;
  sessions: TimetableSession[];
}

const byStart = (a: TimetableSession, b: TimetableSession) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id);

/** Sessions in order, under the day each starts on in the zone; days without sessions are left out. */
export function groupByDay(sessions: readonly TimetableSession[], timeZone: string): TimetableDay[] {
  const days = new Map<string, TimetableSession[]>();
  for (const session of [...sessions].sort(byStart)) {
    const day = dayKey(session.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  }
  return [...days].map(([day, list]) => ({ day, sessions: list }));
}
