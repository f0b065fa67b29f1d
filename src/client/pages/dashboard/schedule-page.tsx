import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { CalendarDays } from 'lucide-react';
import type { MySession } from '#contract/sessions';
import { PageHeading } from '#client/components/page-heading.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { mySessionsQuery } from '#client/features/enrolments/api.ts';
import { Timetable } from '#client/features/schedule/timetable.tsx';
import { toTimetableSessions } from '#client/features/schedule/timetable-session.ts';
import { TimeZoneSwitcher, useTimeZoneChoice } from '#client/features/schedule/time-zone-switcher.tsx';
import { paths } from '#client/paths.ts';

function StudentTimetable({ sessions }: { sessions: readonly MySession[] }) {
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  const shown = useMemo(() => toTimetableSessions(sessions), [sessions]);
  return (
    // On a card: the dashboard's tinted background leaves the agenda's coloured day headings too faint.
    <div className="space-y-6 rounded-box bg-base-100 p-3 shadow-sm sm:p-4">
      <TimeZoneSwitcher value={timeZone} onChange={setTimeZone} />
      <Timetable sessions={shown} timeZone={timeZone} title="Coming sessions" />
    </div>
  );
}

/** The student's timetable: the coming sessions of the classes they are enrolled in, in their zone. */
export function SchedulePage() {
  const sessions = useQuery(mySessionsQuery);
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeading title="My timetable" />
      <ListState
        query={sessions}
        loading={<LoadingIndicator label="Loading your timetable" />}
        errorMessage="We could not load your timetable."
        emptyIcon={<CalendarDays size={40} aria-hidden />}
        empty={
          <>
            No coming sessions: your classes have none scheduled, or you are not enrolled in one yet.{' '}
            <Link to={paths.classes()} className="link link-primary font-semibold">
              Browse the classes
            </Link>
            .
          </>
        }
      >
        {(items) => <StudentTimetable sessions={items} />}
      </ListState>
    </section>
  );
}
