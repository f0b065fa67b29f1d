import type { MySession } from '#contract/sessions';
import type { TimetableSessionRow } from '#server/modules/classes/class-sessions.repository';

/** A timetable row as the API answers it: the student's timetable and the instructor's both start from it. */
export function timetableSessionAnswer(row: TimetableSessionRow): MySession {
  return {
    _id: row.id,
    classId: row.classId,
    className: row.className,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    sequence: row.sequence,
    reason: row.reason,
    timeZone: row.timeZone,
    format: row.format,
    meetingLink: row.meetingLink,
    address: row.address,
  };
}
