import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeading, TableSkeleton } from '../../components/data-table';
import { EmptyState, ErrorState } from '../../components/load-state';
import { cartQuery } from '../../features/cart/api';
import { SelectedClassesTable } from '../../features/cart/selected-classes-table';

export function SelectedClassesPage() {
  const cart = useQuery(cartQuery);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading
        title={`Selected classes: ${cart.data?.length ?? 0}`}
        subtitle="Confirm payment to proceed the courses"
      />
      {cart.isPending ? (
        <TableSkeleton label="Loading your selected classes" columns={5} withImage />
      ) : cart.isError ? (
        <ErrorState message="We could not load your selected classes." onRetry={() => void cart.refetch()} />
      ) : cart.data.length === 0 ? (
        <EmptyState>
          No classes selected yet.{' '}
          <Link to="/classes" className="link link-primary font-semibold">
            Browse the classes
          </Link>
        </EmptyState>
      ) : (
        <SelectedClassesTable items={cart.data} />
      )}
    </section>
  );
}
