import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { ApiError } from '#client/api-client.ts';
import { PageHeading } from '#client/components/page-heading.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { cartItemQuery } from '#client/features/cart/cart-item-api.ts';
import { Checkout, type Receipt } from '#client/features/payments/checkout.tsx';
import { PaymentSuccess } from '#client/features/payments/payment-success.tsx';
import { paths } from '#client/paths.ts';
import { useAuth } from '#client/session/session.ts';
import { VerifyAddressNotice } from '#client/features/account-links/verify-address-notice.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** /dashboard/payment/:cartItemId: the item comes from the server, so a reload keeps working. */
export function PaymentPage() {
  const { t } = useLingui();
  const { cartItemId = '' } = useParams();
  const dialog = useDialog();
  // Paying needs a verified address: the notice, with its Send again, stands in for the card form.
  const unverified = useAuth().user?.emailVerified === false;
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // Once paid, the cart item is gone on the server: stop asking for it.
  const item = useQuery({ ...cartItemQuery(cartItemId), enabled: !receipt });

  function onPaid(paid: Receipt) {
    setReceipt(paid);
    const { transactionId, className } = paid;
    void dialog.popup({
      icon: 'success',
      title: transactionId ? t`Payment successful` : t`You are enrolled`,
      text: transactionId
        ? t`Transaction id: ${transactionId}`
        : t`Your coupon covered the whole price of ${className}.`,
      timer: 1500,
    });
  }

  const missing =
    item.isError &&
    item.error instanceof ApiError &&
    (item.error.status === 404 || item.error.status === 400);
  const freeClass = item.data?.name;

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading
        title={
          receipt
            ? receipt.transactionId
              ? t`Payment complete`
              : t`Enrolment complete`
            : t`Please complete your payment`
        }
      />
      {receipt ? (
        <PaymentSuccess receipt={receipt} />
      ) : item.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]" role="status" aria-label={t`Loading the payment`}>
          <div className="skeleton h-80 w-full" />
          <div className="skeleton h-80 w-full" />
        </div>
      ) : missing ? (
        <EmptyCard>
          <Trans>
            This class is not in your selected classes any more.{' '}
            <Link to={paths.selected} className="link link-primary font-semibold">
              My selected classes
            </Link>{' '}
            ·{' '}
            <Link to={paths.paymentHistory} className="link link-primary font-semibold">
              Payment history
            </Link>
          </Trans>
        </EmptyCard>
      ) : item.isError ? (
        <ErrorState message={t`We could not load this class.`} onRetry={() => void item.refetch()} />
      ) : item.data.price <= 0 ? (
        <EmptyCard>
          <Trans>
            {freeClass} is free: no payment is needed.{' '}
            <Link to={paths.selected} className="link link-primary font-semibold">
              Enrol from your selected classes
            </Link>
          </Trans>
        </EmptyCard>
      ) : unverified ? (
        <VerifyAddressNotice />
      ) : (
        <Checkout item={item.data} onPaid={onPaid} />
      )}
    </section>
  );
}
