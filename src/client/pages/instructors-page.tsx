import { useQuery } from '@tanstack/react-query';
import { ListState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { instructorsQuery } from '#client/features/instructors/api.ts';
import { InstructorGrid, InstructorGridSkeleton } from '#client/features/instructors/instructor-grid.tsx';

export function InstructorsPage() {
  const instructors = useQuery(instructorsQuery());
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <SectionTitle level={1} title="All Instructors" subtitle="See all of our heroes" />
      <ListState
        query={instructors}
        loading={<InstructorGridSkeleton />}
        errorMessage="We could not load the instructors."
        empty="No instructors yet."
      >
        {(people) => <InstructorGrid people={people} eagerCount={3} headingLevel={2} />}
      </ListState>
    </section>
  );
}
