import { useQuery } from '@tanstack/react-query';
import { ListState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { instructorsQuery } from '#client/features/instructors/api.ts';
import { InstructorGrid, InstructorGridSkeleton } from '#client/features/instructors/instructor-grid.tsx';
import { useLingui } from '@lingui/react/macro';

export function InstructorsPage() {
  const { t } = useLingui();
  const instructors = useQuery(instructorsQuery());
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <SectionTitle level={1} title={t`All Instructors`} subtitle={t`See all of our heroes`} />
      <ListState
        query={instructors}
        loading={<InstructorGridSkeleton />}
        errorMessage={t`We could not load the instructors.`}
        empty={t`No instructors yet.`}
      >
        {(people) => <InstructorGrid people={people} eagerCount={3} headingLevel={2} />}
      </ListState>
    </section>
  );
}
