import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { ShoppingCart } from 'lucide-react';
import { PageHeading } from '#client/components/page-heading.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { cartQuery } from '#client/features/cart/api.ts';
import { SelectedClassesTable } from '#client/features/cart/selected-classes-table.tsx';
import { ClashWarnings } from '#client/features/enrolments/clash-warnings.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function SelectedClassesPage() {
  const { t } = useLingui();
  const cart = useQuery(cartQuery);
  const count = cart.data?.length;
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading
        title={cart.data ? t`Selected classes: ${count}` : t`Selected classes`}
        subtitle={t`Confirm payment to proceed the courses`}
      />
      <ListState
        query={cart}
        loading={
          <TableSkeleton
            label={t`Loading your selected classes`}
            columns={5}
            rows={3}
            thumbnail="wide"
            cards="on-phones"
          />
        }
        errorMessage={t`We could not load your selected classes.`}
        emptyIcon={<ShoppingCart size={40} aria-hidden />}
        empty={
          <Trans>
            No classes selected yet.{' '}
            <Link to={paths.classes()} className="link link-primary font-semibold">
              Browse the classes
            </Link>
          </Trans>
        }
      >
        {(items) => (
          <>
            <ClashWarnings classes={items} />
            <SelectedClassesTable items={items} />
          </>
        )}
      </ListState>
    </section>
  );
}
