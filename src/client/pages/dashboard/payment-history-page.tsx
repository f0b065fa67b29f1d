import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { CreditCard } from 'lucide-react';
import { PageHeading } from '#client/components/page-heading.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { useAuth } from '#client/session/session.ts';
import { paymentHistoryQuery } from '#client/features/payments/api.ts';
import { PaymentHistoryTable } from '#client/features/payments/payment-history-table.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function PaymentHistoryPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const payments = useQuery({ ...paymentHistoryQuery(user?.email ?? ''), enabled: !!user });
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading title={t`Payment history`} subtitle={t`Your payments, newest first`} />
      {payments.isPending ? (
        <TableSkeleton label={t`Loading your payments`} columns={5} rows={3} cards="on-phones" />
      ) : payments.isError ? (
        <ErrorState message={t`We could not load your payments.`} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <EmptyCard icon={<CreditCard size={40} aria-hidden />}>
          <Trans>
            No payments yet.{' '}
            <Link to={paths.selected} className="link link-primary font-semibold">
              Go to your selected classes
            </Link>
          </Trans>
        </EmptyCard>
      ) : (
        <PaymentHistoryTable payments={payments.data} />
      )}
    </section>
  );
}
