import { useQuery } from '@tanstack/react-query';
import { SectionTitle } from '../components/section-title';
import { EmptyState, ErrorState } from '../components/load-state';
import { instructorsQuery } from '../features/instructors/api';
import { InstructorCard, InstructorCardSkeleton } from '../features/instructors/instructor-card';

export function InstructorsPage() {
  const instructors = useQuery(instructorsQuery());
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <SectionTitle level={1} title="All Instructors" subtitle="See all of our heroes" />
      {instructors.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <InstructorCardSkeleton key={i} />
          ))}
        </div>
      ) : instructors.isError ? (
        <ErrorState message="We could not load the instructors." onRetry={() => void instructors.refetch()} />
      ) : instructors.data.length === 0 ? (
        <EmptyState>No instructors yet.</EmptyState>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {instructors.data.map((person) => (
            <InstructorCard key={person._id} person={person} />
          ))}
        </div>
      )}
    </section>
  );
}
