import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { ClipboardCheck } from 'lucide-react';
import type { TeachingSession } from '#contract/attendance';
import { teachingSessionsQuery } from '#client/features/attendance/api.ts';
import { RosterDialog, type RosterSession } from '#client/features/attendance/roster-dialog.tsx';
import { TimetablePage } from '#client/features/schedule/timetable-page.tsx';
import { formatDayAndTime } from '#client/features/schedule/zoned-time.ts';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Under a session: its class's review state, its attendance count, and the button to its roster. */
function SessionRosterLine({
  session,
  timeZone,
  onOpen,
}: {
  session: TeachingSession;
  timeZone: string;
  onOpen: (session: RosterSession) => void;
}) {
  const { t } = useLingui();
  const { recorded, enrolled, className } = session;
  const startsAt = formatDayAndTime(session.startsAt, timeZone);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
      {session.classStatus !== 'approved' && (
        <span className="badge badge-sm badge-ghost">
          {session.classStatus === 'pending' ? <Trans>Waiting for review</Trans> : <Trans>Denied</Trans>}
        </span>
      )}
      {session.status !== 'cancelled' && (
        <span className="text-xs text-base-content/75">
          <Trans>
            Attendance {recorded} / {enrolled}
          </Trans>
        </span>
      )}
      <button
        type="button"
        className="btn btn-outline btn-primary btn-xs"
        aria-label={t`Roster and attendance: ${className}, ${startsAt}`}
        onClick={() =>
          onOpen({
            classId: session.classId,
            sessionId: session._id,
            className: session.className,
            startsAt: session.startsAt,
            endsAt: session.endsAt,
          })
        }
      >
        <ClipboardCheck size={14} aria-hidden />
        <Trans>Roster</Trans>
      </button>
    </div>
  );
}

/**
 * The instructor's timetable: the sessions of their classes (the last eight weeks and every coming one), each
 * with its roster, where attendance is taken once the session has started.
 */
export function TeachingSchedulePage() {
  const { t } = useLingui();
  const sessions = useQuery(teachingSessionsQuery);
  const [open, setOpen] = useState<RosterSession | null>(null);
  return (
    <TimetablePage
      title={t`Teaching timetable`}
      timetableTitle={t`Your sessions`}
      initialLayout="week"
      query={sessions}
      empty={
        <Trans>
          No sessions: your classes have no schedule yet.{' '}
          <Link to={paths.myClasses} className="link link-primary font-semibold">
            Go to your classes
          </Link>{' '}
          to set one.
        </Trans>
      }
      extra={(session, timeZone) => (
        <SessionRosterLine session={session} timeZone={timeZone} onOpen={setOpen} />
      )}
    >
      {(timeZone) =>
        open && (
          <RosterDialog
            key={open.sessionId}
            session={open}
            timeZone={timeZone}
            onClose={() => setOpen(null)}
          />
        )
      }
    </TimetablePage>
  );
}
