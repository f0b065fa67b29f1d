import { useEffect, useRef } from 'react';
import { Link } from '#client/components/link.tsx';
import { BookOpenCheck, CheckCircle2, CreditCard } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { formatUsd } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import type { Receipt } from './checkout';

/** What the student sees once the payment is recorded and they are enrolled. */
export function PaymentSuccess({ receipt }: { receipt: Receipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatUsd(receipt.amount);
  const name = receipt.className;
  return (
    <section
      className="mx-auto max-w-xl rounded-box bg-base-100 p-6 text-center shadow md:p-10"
      aria-labelledby="payment-success-title"
      data-testid="payment-success"
    >
      <CheckCircle2 size={64} className="mx-auto text-success" aria-hidden />
      <h2 id="payment-success-title" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-extrabold">
        {receipt.transactionId ? <Trans>Payment successful</Trans> : <Trans>You are enrolled</Trans>}
      </h2>
      <p className="mt-2">
        {receipt.transactionId ? (
          <Trans>
            You paid {amount} and are now enrolled in <strong>{name}</strong>.
          </Trans>
        ) : (
          <Trans>
            Your coupon covered the whole price. You paid {amount} and are now enrolled in{' '}
            <strong>{name}</strong>.
          </Trans>
        )}
      </p>
      {receipt.transactionId && (
        <>
          <p className="mt-4 text-sm text-base-content/75">
            <Trans>Transaction id</Trans>
          </p>
          <p>
            <code className="rounded bg-base-200 px-2 py-1 text-sm break-all" data-testid="transaction-id">
              {receipt.transactionId}
            </code>
          </p>
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.enrolled} className="btn btn-primary">
          <BookOpenCheck size={18} aria-hidden /> <Trans>Enrolled classes</Trans>
        </Link>
        <Link to={paths.paymentHistory} className="btn btn-outline">
          <CreditCard size={18} aria-hidden /> <Trans>Payment history</Trans>
        </Link>
      </div>
    </section>
  );
}
