import { SESSIONS_MAX, type GeneratedSchedule, type ScheduleInput } from '#contract/schedule';
import { serverText, type ServerText } from '#server/i18n/server-messages';

/** Why a schedule makes no sessions, as generateSessions says it, in the catalogue's words. */
export function scheduleRefusal(
  refusal: Extract<GeneratedSchedule, { ok: false }>,
  schedule: ScheduleInput,
): ServerText {
  switch (refusal.reason) {
    case 'unknown-zone':
      return serverText('bad_request.schedule_unknown_zone', { zone: schedule.timeZone });
    case 'too-many':
      return serverText('bad_request.schedule_too_many', { max: SESSIONS_MAX, count: schedule.sessionCount });
    case 'no-sessions':
      return serverText('bad_request.schedule_no_sessions');
    case 'nonexistent-time':
      return serverText('bad_request.schedule_skipped_time', {
        time: schedule.startTime,
        date: refusal.date ?? schedule.firstDate,
        zone: schedule.timeZone,
      });
  }
}
