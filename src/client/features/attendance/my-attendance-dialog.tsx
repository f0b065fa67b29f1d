import { useQuery } from '@tanstack/react-query';
import {
  attendanceLabels,
  attendanceStatuses,
  NOT_RECORDED,
  type MyAttendanceSession,
} from '#contract/attendance';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { myAttendanceQuery } from './api';
import { formatSessionTime } from '#client/format-time.ts';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';

const badgeClass = {
  present: 'badge-success',
  late: 'badge-warning',
  absent: 'badge-error',
} as const;

function AttendanceBadge({ session }: { session: MyAttendanceSession }) {
  if (session.status === 'cancelled') return <span className="badge badge-ghost">Cancelled</span>;
  if (!session.attendance) return <span className="badge badge-outline">{NOT_RECORDED}</span>;
  return (
    <span className={`badge ${badgeClass[session.attendance]}`}>{attendanceLabels[session.attendance]}</span>
  );
}

/**
 * The student's attendance in one class: every session that has started, with Present, Late, Absent, Not
 * recorded or Cancelled, in the browser's zone, and the totals. Esc or Close closes it.
 */
export function MyAttendanceDialog({
  classId,
  className,
  timeZone,
  onClose,
}: {
  classId: string;
  className: string;
  /** The zone the times are shown in (the browser's). */
  timeZone: string;
  onClose: () => void;
}) {
  const attendance = useQuery(myAttendanceQuery(classId));

  const sessions = attendance.data?.sessions ?? [];
  const held = sessions.filter((s) => s.status !== 'cancelled');
  const totals = [
    ...attendanceStatuses.map((status) => ({
      label: attendanceLabels[status],
      count: held.filter((s) => s.attendance === status).length,
    })),
    { label: NOT_RECORDED, count: held.filter((s) => s.attendance === null).length },
  ];
  return (
    <ModalDialog labelledBy="my-attendance-title" width="max-w-xl" closeButton onClose={onClose}>
      <h2 id="my-attendance-title" className="text-2xl font-bold break-words">
        Your attendance: {className}
      </h2>
      {attendance.isPending ? (
        <LoadingIndicator label="Loading your attendance" className="mt-4" />
      ) : attendance.isError ? (
        <p role="alert" className="alert alert-error alert-soft mt-4">
          We could not load your attendance.{' '}
          <button type="button" className="btn btn-sm" onClick={() => void attendance.refetch()}>
            Try again
          </button>
        </p>
      ) : sessions.length === 0 ? (
        <p className="mt-4">No session of this class has taken place yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-base-content/75">
            {totals.map((t) => `${t.label}: ${t.count}`).join(' · ')}
          </p>
          <ol className="mt-3 divide-y divide-base-300" aria-label="Sessions that have taken place">
            {sessions.map((session) => (
              <li key={session._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <time
                  dateTime={session.startsAt}
                  className={session.status === 'cancelled' ? 'line-through' : undefined}
                >
                  {formatSessionTime(session.startsAt, timeZone)}
                </time>
                <AttendanceBadge session={session} />
              </li>
            ))}
          </ol>
        </>
      )}
    </ModalDialog>
  );
}
