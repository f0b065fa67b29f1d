import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BookOpenCheck } from 'lucide-react';
import { PageHeading } from '#client/components/page-heading.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { enrolledQuery } from '#client/features/enrolments/api.ts';
import { EnrolledClassesTable } from '#client/features/enrolments/enrolled-classes-table.tsx';
import { paths } from '#client/paths.ts';

export function EnrolledClassesPage() {
  const enrolled = useQuery(enrolledQuery);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading title={enrolled.data ? `Enrolled classes: ${enrolled.data.length}` : 'Enrolled classes'} />
      <ListState
        query={enrolled}
        loading={
          <TableSkeleton
            label="Loading your enrolled classes"
            columns={5}
            rows={3}
            thumbnail="wide"
            cards="on-phones"
          />
        }
        errorMessage="We could not load your enrolled classes."
        emptyIcon={<BookOpenCheck size={40} aria-hidden />}
        empty={
          <>
            You are not enrolled in any class yet.{' '}
            <Link to={paths.selected} className="link link-primary font-semibold">
              Go to your selected classes
            </Link>{' '}
            or{' '}
            <Link to={paths.classes()} className="link link-primary font-semibold">
              browse the classes
            </Link>
            .
          </>
        }
      >
        {(items) => <EnrolledClassesTable items={items} />}
      </ListState>
    </section>
  );
}
