import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WEEK_SESSIONS_MAX } from '#contract/attendance';
import { PageHeading } from '#client/components/page-heading.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { weekSessionsQuery } from '#client/features/attendance/api.ts';
import { toTimetableSessions } from '#client/features/schedule/timetable-session.ts';
import { TimeZoneSwitcher, useTimeZoneChoice } from '#client/features/schedule/time-zone-switcher.tsx';
import { WeekView } from '#client/features/schedule/week-view.tsx';
import { dayKey, weekStartOf } from '#client/features/schedule/zoned-time.ts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The admins' view of the school: every approved and pending class's sessions, one week at a time, in the
 * admin's zone, each naming its class and instructor.
 */
export function AllSchedulesPage() {
  const { t } = useLingui();
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  const [now] = useState(() => new Date());
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  // Until the admin moves between weeks, the week shown follows the zone, as on the timetables.
  const weekStart = chosenWeek ?? weekStartOf(now, timeZone);
  const week = useQuery(weekSessionsQuery(weekStart, timeZone));
  const sessions = week.data?.sessions;
  const count = sessions?.length ?? 0;
  const shown = useMemo(() => toTimetableSessions(sessions ?? []), [sessions]);
  const pending = useMemo(
    () => new Set((sessions ?? []).filter((s) => s.classStatus === 'pending').map((s) => s._id)),
    [sessions],
  );
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeading title={t`All schedules`} />
      <div className="space-y-6 rounded-box bg-base-100 p-3 shadow-sm sm:p-4">
        <TimeZoneSwitcher value={timeZone} onChange={setTimeZone} />
        <p role="status" className="text-sm">
          {week.isPending
            ? t`Loading the week…`
            : week.isError
              ? ''
              : count === 0
                ? t`No class meets this week.`
                : t`${plural(count, {
                    one: '# session this week, of approved classes and classes waiting for review.',
                    other: '# sessions this week, of approved classes and classes waiting for review.',
                  })}`}
          {sessions && sessions.length >= WEEK_SESSIONS_MAX && (
            <>
              {' '}
              <Trans>Only the first {WEEK_SESSIONS_MAX} are shown.</Trans>
            </>
          )}
        </p>
        {week.isError && (
          <ErrorState
            message={t`We could not load this week's sessions.`}
            onRetry={() => void week.refetch()}
          />
        )}
        <div aria-busy={week.isFetching || undefined}>
          <WeekView
            sessions={shown}
            timeZone={timeZone}
            weekStart={weekStart}
            today={dayKey(now, timeZone)}
            onWeekChange={setChosenWeek}
            extra={(session) =>
              pending.has(session.id) ? (
                <span className="badge badge-sm badge-ghost mt-1">
                  <Trans>Waiting for review</Trans>
                </span>
              ) : null
            }
          />
        </div>
      </div>
    </section>
  );
}
