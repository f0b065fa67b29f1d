import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { mySessionsQuery } from '#client/features/enrolments/api.ts';
import { TimetablePage } from '#client/features/schedule/timetable-page.tsx';
import { paths } from '#client/paths.ts';

/** The student's timetable: the coming sessions of the classes they are enrolled in, in their zone. */
export function SchedulePage() {
  const sessions = useQuery(mySessionsQuery);
  return (
    <TimetablePage
      title="My timetable"
      timetableTitle="Coming sessions"
      query={sessions}
      empty={
        <>
          No coming sessions: your classes have none scheduled, or you are not enrolled in one yet.{' '}
          <Link to={paths.classes()} className="link link-primary font-semibold">
            Browse the classes
          </Link>
          .
        </>
      }
    />
  );
}
