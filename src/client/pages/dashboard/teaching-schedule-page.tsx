import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { CalendarDays, ClipboardCheck } from 'lucide-react';
import type { TeachingSession } from '#contract/attendance';
import { PageHeading } from '#client/components/page-heading.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { teachingSessionsQuery } from '#client/features/attendance/api.ts';
import { RosterDialog, type RosterSession } from '#client/features/attendance/roster-dialog.tsx';
import { Timetable } from '#client/features/schedule/timetable.tsx';
import { toTimetableSessions } from '#client/features/schedule/timetable-session.ts';
import { TimeZoneSwitcher, useTimeZoneChoice } from '#client/features/schedule/time-zone-switcher.tsx';
import { formatDayAndTime } from '#client/features/schedule/zoned-time.ts';
import { paths } from '#client/paths.ts';

function InstructorTimetable({ sessions }: { sessions: readonly TeachingSession[] }) {
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  const [open, setOpen] = useState<RosterSession | null>(null);
  const shown = useMemo(() => toTimetableSessions(sessions), [sessions]);
  const byId = useMemo(() => new Map(sessions.map((s) => [s._id, s])), [sessions]);
  return (
    // On a card: the dashboard's tinted background leaves the agenda's coloured day headings too faint.
    <div className="space-y-6 rounded-box bg-base-100 p-3 shadow-sm sm:p-4">
      <TimeZoneSwitcher value={timeZone} onChange={setTimeZone} />
      <Timetable
        sessions={shown}
        timeZone={timeZone}
        title="Your sessions"
        initialLayout="week"
        extra={(shownSession) => {
          const session = byId.get(shownSession.id);
          if (!session) return null;
          return (
            <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
              {session.classStatus !== 'approved' && (
                <span className="badge badge-sm badge-ghost">
                  {session.classStatus === 'pending' ? 'Waiting for review' : 'Denied'}
                </span>
              )}
              {session.status !== 'cancelled' && (
                <span className="text-xs text-base-content/75">
                  Attendance {session.recorded} / {session.enrolled}
                </span>
              )}
              <button
                type="button"
                className="btn btn-outline btn-primary btn-xs"
                aria-label={`Roster and attendance: ${session.className}, ${formatDayAndTime(session.startsAt, timeZone)}`}
                onClick={() =>
                  setOpen({
                    classId: session.classId,
                    sessionId: session._id,
                    className: session.className,
                    startsAt: session.startsAt,
                    endsAt: session.endsAt,
                  })
                }
              >
                <ClipboardCheck size={14} aria-hidden />
                Roster
              </button>
            </div>
          );
        }}
      />
      {open && (
        <RosterDialog key={open.sessionId} session={open} timeZone={timeZone} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

/**
 * The instructor's timetable: the sessions of their classes (the last eight weeks and every coming one), each
 * with its roster, where attendance is taken once the session has started.
 */
export function TeachingSchedulePage() {
  const sessions = useQuery(teachingSessionsQuery);
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeading title="Teaching timetable" />
      <ListState
        query={sessions}
        loading={<LoadingIndicator label="Loading your timetable" />}
        errorMessage="We could not load your timetable."
        emptyIcon={<CalendarDays size={40} aria-hidden />}
        empty={
          <>
            No sessions: your classes have no schedule yet.{' '}
            <Link to={paths.myClasses} className="link link-primary font-semibold">
              Go to your classes
            </Link>{' '}
            to set one.
          </>
        }
      >
        {(items) => <InstructorTimetable sessions={items} />}
      </ListState>
    </section>
  );
}
