import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { ApiError } from '#client/api-client.ts';
import { ErrorState } from '#client/components/load-state.tsx';
import { receiptQuery } from '#client/features/receipts/api.ts';
import { ReceiptView } from '#client/features/receipts/receipt-view.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** /dashboard/receipts/:id: its student's or an admin's (the server answers 404 to anyone else). */
export function ReceiptPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const receipt = useQuery(receiptQuery(id));
  if (receipt.isPending) {
    return (
      <div role="status" className="mx-auto max-w-2xl">
        <span className="sr-only">
          <Trans>Loading the receipt</Trans>
        </span>
        <div aria-hidden className="skeleton h-96 w-full" />
      </div>
    );
  }
  if (receipt.isError) {
    const missing =
      receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 400);
    if (missing) {
      return (
        <section className="mx-auto max-w-lg rounded-box bg-base-100 p-8 text-center shadow-sm">
          <h1 className="text-2xl font-extrabold">
            <Trans>Receipt not found</Trans>
          </h1>
          <p className="mt-3">
            <Trans>There is no receipt at this address in your account.</Trans>
          </p>
          <Link to={paths.paymentHistory} className="btn btn-primary mt-6">
            <Trans>Your payment history</Trans>
          </Link>
        </section>
      );
    }
    return <ErrorState message={t`We could not load this receipt.`} onRetry={() => void receipt.refetch()} />;
  }
  return <ReceiptView receipt={receipt.data} />;
}
