import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { mySessionsQuery } from '#client/features/enrolments/api.ts';
import { TimetablePage } from '#client/features/schedule/timetable-page.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The student's timetable: the coming sessions of the classes they are enrolled in, in their zone. */
export function SchedulePage() {
  const { t } = useLingui();
  const sessions = useQuery(mySessionsQuery);
  return (
    <TimetablePage
      title={t`My timetable`}
      timetableTitle={t`Coming sessions`}
      query={sessions}
      empty={
        <Trans>
          No coming sessions: your classes have none scheduled, or you are not enrolled in one yet.{' '}
          <Link to={paths.classes()} className="link link-primary font-semibold">
            Browse the classes
          </Link>
          .
        </Trans>
      }
    />
  );
}
