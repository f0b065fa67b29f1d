import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceStatuses, type MyAttendanceSession } from '#contract/attendance';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { myAttendanceQuery } from './api';
import { formatSessionTime } from '#client/format-time.ts';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { attendanceText, notRecordedText } from './attendance-labels';

const badgeClass = {
  present: 'badge-success',
  late: 'badge-warning',
  absent: 'badge-error',
} as const;

function AttendanceBadge({ session }: { session: MyAttendanceSession }) {
  const { i18n } = useLingui();
  if (session.status === 'cancelled')
    return (
      <span className="badge badge-ghost">
        <Trans>Cancelled</Trans>
      </span>
    );
  if (!session.attendance) return <span className="badge badge-outline">{i18n._(notRecordedText)}</span>;
  return (
    <span className={`badge ${badgeClass[session.attendance]}`}>
      {i18n._(attendanceText[session.attendance])}
    </span>
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
  const { t, i18n } = useLingui();
  const attendance = useQuery(myAttendanceQuery(classId));

  const sessions = attendance.data?.sessions ?? [];
  const held = sessions.filter((s) => s.status !== 'cancelled');
  const totals = [
    ...attendanceStatuses.map((status) => ({
      label: i18n._(attendanceText[status]),
      count: held.filter((s) => s.attendance === status).length,
    })),
    { label: i18n._(notRecordedText), count: held.filter((s) => s.attendance === null).length },
  ];
  return (
    <ModalDialog labelledBy="my-attendance-title" width="max-w-xl" closeButton onClose={onClose}>
      <h2 id="my-attendance-title" className="text-2xl font-bold break-words">
        <Trans>Your attendance: {className}</Trans>
      </h2>
      {attendance.isPending ? (
        <LoadingIndicator label={t`Loading your attendance`} className="mt-4" />
      ) : attendance.isError ? (
        <p role="alert" className="alert alert-error alert-soft mt-4">
          <Trans>We could not load your attendance.</Trans>{' '}
          <button type="button" className="btn btn-sm" onClick={() => void attendance.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : sessions.length === 0 ? (
        <p className="mt-4">
          <Trans>No session of this class has taken place yet.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-base-content/75">
            {totals.map(({ label, count }) => t`${label}: ${count}`).join(' · ')}
          </p>
          <ol className="mt-3 divide-y divide-base-300" aria-label={t`Sessions that have taken place`}>
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
