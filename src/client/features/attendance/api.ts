import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  myAttendanceAnswer,
  recordedAttendance,
  sessionRoster,
  teachingSessionsAnswer,
  weekSessionsAnswer,
  type AttendanceStatus,
} from '#contract/attendance';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

const sessionPath = (classId: string, sessionId: string) =>
  `/classes/${encodeURIComponent(classId)}/sessions/${encodeURIComponent(sessionId)}/attendance`;

// Under ['classes']: moving or cancelling a session (the instructor's Sessions dialog) refreshes these too.
const teachingKey = queryKeys.classes.teachingSessions;
const rosterKey = queryKeys.classes.roster;

/** The signed-in instructor's sessions, of the last weeks and to come. */
export const teachingSessionsQuery = queryOptions({
  queryKey: teachingKey,
  queryFn: ({ signal }) => api('/me/teaching-sessions', { schema: teachingSessionsAnswer, signal }),
});

/** A session's enrolled students with their attendance there. */
export function sessionRosterQuery(classId: string, sessionId: string) {
  return queryOptions({
    queryKey: rosterKey(classId, sessionId),
    queryFn: ({ signal }) => api(sessionPath(classId, sessionId), { schema: sessionRoster, signal }),
  });
}

/** Sets one student's attendance (null: not recorded), then refreshes the roster and the timetable's counts. */
export function useRecordAttendance(classId: string, sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, status }: { studentId: string; status: AttendanceStatus | null }) =>
      api(`${sessionPath(classId, sessionId)}/${encodeURIComponent(studentId)}`, {
        method: 'PUT',
        body: { status },
        schema: recordedAttendance,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rosterKey(classId, sessionId) }),
        client.invalidateQueries({ queryKey: teachingKey }),
      ]),
  });
}

/** The signed-in student's attendance in one of their classes. */
export function myAttendanceQuery(classId: string) {
  return queryOptions({
    queryKey: queryKeys.enrolled.attendance(classId),
    queryFn: ({ signal }) =>
      api(`/me/classes/${encodeURIComponent(classId)}/attendance`, { schema: myAttendanceAnswer, signal }),
  });
}

/** Every class's sessions in the week from `start` (YYYY-MM-DD) in the zone, for admins. */
export function weekSessionsQuery(start: string, timeZone: string) {
  const query = new URLSearchParams({ start, tz: timeZone });
  return queryOptions({
    queryKey: queryKeys.classes.week(start, timeZone),
    queryFn: ({ signal }) => api(`/sessions/week?${query}`, { schema: weekSessionsAnswer, signal }),
  });
}
