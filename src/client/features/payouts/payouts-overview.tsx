import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payout } from '#contract/earnings';
import { ErrorState } from '#client/components/load-state.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { payoutsOverviewQuery } from './api';
import { BalancesTable } from './balances-table';

/** What is owed to each instructor, then every payout (drawn by `history`, which the page supplies). */
export function PayoutsOverview({ history }: { history: (payouts: Payout[]) => ReactNode }) {
  const overview = useQuery(payoutsOverviewQuery);
  const { t } = useLingui();
  if (overview.isPending) return <TableSkeleton label={t`Loading what is owed`} columns={4} />;
  if (overview.isError) {
    return (
      <ErrorState message={t`We could not load what is owed.`} onRetry={() => void overview.refetch()} />
    );
  }
  const { balances, payouts } = overview.data;
  return (
    <>
      <section aria-labelledby="owed-title" className="mt-10">
        <h2 id="owed-title" className="mb-4 text-xl font-bold">
          <Trans>Owed to instructors</Trans>
        </h2>
        <BalancesTable balances={balances} />
      </section>
      <section aria-labelledby="payouts-title" className="mt-10">
        <h2 id="payouts-title" className="mb-4 text-xl font-bold">
          <Trans>Past payouts</Trans>
        </h2>
        {payouts.length === 0 ? (
          <p className="text-base-content/80">
            <Trans>No payouts yet.</Trans>
          </p>
        ) : (
          history(payouts)
        )}
      </section>
    </>
  );
}
