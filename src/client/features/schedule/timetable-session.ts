import type { ReactNode } from 'react';
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
