import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { PageHeading } from '#client/components/page-heading.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { cartQuery } from '#client/features/cart/api.ts';
import { SelectedClassesTable } from '#client/features/cart/selected-classes-table.tsx';
import { paths } from '#client/paths.ts';

export function SelectedClassesPage() {
  const cart = useQuery(cartQuery);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading
        title={cart.data ? `Selected classes: ${cart.data.length}` : 'Selected classes'}
        subtitle="Confirm payment to proceed the courses"
      />
      {cart.isPending ? (
        <TableSkeleton
          label="Loading your selected classes"
          columns={5}
          rows={3}
          thumbnail="wide"
          cards="on-phones"
        />
      ) : cart.isError ? (
        <ErrorState message="We could not load your selected classes." onRetry={() => void cart.refetch()} />
      ) : cart.data.length === 0 ? (
        <EmptyCard icon={<ShoppingCart size={40} aria-hidden />}>
          No classes selected yet.{' '}
          <Link to={paths.classes()} className="link link-primary font-semibold">
            Browse the classes
          </Link>
        </EmptyCard>
      ) : (
        <SelectedClassesTable items={cart.data} />
      )}
    </section>
  );
}
