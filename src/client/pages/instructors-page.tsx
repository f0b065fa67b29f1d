import { useQuery } from '@tanstack/react-query';
import { ListState } from '../components/load-state';
import { SectionTitle } from '../components/section-title';
import { instructorsQuery } from '../features/instructors/api';
import { InstructorGrid, InstructorGridSkeleton } from '../features/instructors/instructor-grid';

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
