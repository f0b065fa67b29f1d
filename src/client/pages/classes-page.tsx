import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SectionTitle } from '../components/section-title';
import { EmptyState, ErrorState } from '../components/load-state';
import { classesQuery } from '../features/classes/api';
import { ClassCard, ClassCardSkeleton } from '../features/classes/class-card';
import { SelectClassButton } from '../features/cart/select-class-button';

export function ClassesPage() {
  const [params] = useSearchParams();
  const instructor = params.get('instructor') ?? undefined;
  const classes = useQuery(classesQuery({ instructor }));
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <SectionTitle level={1} title="All Classes" />
      {classes.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <ClassCardSkeleton key={i} />
          ))}
        </div>
      ) : classes.isError ? (
        <ErrorState message="We could not load the classes." onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <EmptyState>No classes to show yet.</EmptyState>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {classes.data.map((item, index) => (
            <ClassCard
              key={item._id}
              item={item}
              eager={index < 3}
              action={<SelectClassButton item={item} />}
            />
          ))}
        </div>
      )}
    </section>
  );
}
