import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { BookOpenCheck, ClipboardCheck, CalendarX } from 'lucide-react';
import type { EnrolledClass } from '#contract/payments';
import { PageHeading } from '#client/components/page-heading.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { enrolledQuery } from '#client/features/enrolments/api.ts';
import { EnrolledClassesTable } from '#client/features/enrolments/enrolled-classes-table.tsx';
import { MyAttendanceDialog } from '#client/features/attendance/my-attendance-dialog.tsx';
import { CancelEnrolmentDialog } from '#client/features/refunds/cancel-enrolment-dialog.tsx';
import { browserTimeZone } from '#client/features/schedule/zoned-time.ts';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function EnrolledClassesPage() {
  const { t } = useLingui();
  const enrolled = useQuery(enrolledQuery);
  const count = enrolled.data?.length;
  const [viewing, setViewing] = useState<EnrolledClass | null>(null);
  const [cancelling, setCancelling] = useState<EnrolledClass | null>(null);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading title={enrolled.data ? t`Enrolled classes: ${count}` : t`Enrolled classes`} />
      <ListState
        query={enrolled}
        loading={
          <TableSkeleton
            label={t`Loading your enrolled classes`}
            columns={5}
            rows={3}
            thumbnail="wide"
            cards="on-phones"
          />
        }
        errorMessage={t`We could not load your enrolled classes.`}
        emptyIcon={<BookOpenCheck size={40} aria-hidden />}
        empty={
          <Trans>
            You are not enrolled in any class yet.{' '}
            <Link to={paths.selected} className="link link-primary font-semibold">
              Go to your selected classes
            </Link>{' '}
            or{' '}
            <Link to={paths.classes()} className="link link-primary font-semibold">
              browse the classes
            </Link>
            .
          </Trans>
        }
      >
        {(items) => (
          <EnrolledClassesTable
            items={items}
            actions={(item) => {
              const name = item.name;
              return (
                <>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={t`Attendance: ${name}`}
                    onClick={() => setViewing(item)}
                  >
                    <ClipboardCheck size={14} aria-hidden />
                    <Trans>Attendance</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t`Cancel: ${name}`}
                    onClick={() => setCancelling(item)}
                  >
                    <CalendarX size={14} aria-hidden />
                    <Trans>Cancel</Trans>
                  </button>
                </>
              );
            }}
          />
        )}
      </ListState>
      {cancelling && (
        <CancelEnrolmentDialog
          key={cancelling._id}
          enrolmentId={cancelling._id}
          className={cancelling.name}
          onClose={() => setCancelling(null)}
        />
      )}
      {viewing && (
        <MyAttendanceDialog
          key={viewing.classId}
          classId={viewing.classId}
          className={viewing.name}
          timeZone={browserTimeZone()}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}
