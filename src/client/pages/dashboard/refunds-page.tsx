import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Payment } from '#contract/payments';
import { SectionTitle } from '#client/components/section-title.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { paymentHistoryQuery } from '#client/features/payments/api.ts';
import { refundsQuery } from '#client/features/refunds/api.ts';
import { RefundPaymentDialog } from '#client/features/refunds/refund-payment-dialog.tsx';
import { RefundablePaymentsTable } from '#client/features/refunds/refundable-payments-table.tsx';
import { RefundsTable } from '#client/features/refunds/refunds-table.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

function StudentPayments({ email, onRefund }: { email: string; onRefund: (payment: Payment) => void }) {
  const { t } = useLingui();
  const payments = useQuery(paymentHistoryQuery(email));
  return (
    <ListState
      query={payments}
      loading={<TableSkeleton label={t`Loading the payments`} columns={5} rows={2} cards="on-phones" />}
      errorMessage={t`We could not load the payments.`}
      empty={<Trans>No payments for {email}.</Trans>}
    >
      {(items) => <RefundablePaymentsTable payments={items} onRefund={onRefund} />}
    </ListState>
  );
}

export function RefundsPage() {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const refunds = useQuery(refundsQuery);
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <SectionTitle
        level={1}
        title={t`Refunds`}
        subtitle={t`Give money back on a student's payment, with a reason; every refund sends a credit note`}
      />
      <section aria-labelledby="refund-a-payment" className="space-y-4">
        <h2 id="refund-a-payment" className="text-xl font-bold">
          <Trans>Refund a payment</Trans>
        </h2>
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={t`Find a student's payments`}
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) setEmail(typed.trim().toLowerCase());
          }}
        >
          <label className="fieldset min-w-0 flex-1 basis-56">
            <span className="fieldset-legend pb-1 text-sm">
              <Trans>Student&apos;s email</Trans>
            </span>
            <input
              type="email"
              className="input w-full"
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-primary">
            <Trans>Find payments</Trans>
          </button>
        </form>
        {email && <StudentPayments email={email} onRefund={setRefunding} />}
      </section>
      <section aria-labelledby="latest-refunds" className="space-y-4">
        <h2 id="latest-refunds" className="text-xl font-bold">
          <Trans>Latest refunds</Trans>
        </h2>
        <ListState
          query={refunds}
          loading={<TableSkeleton label={t`Loading the refunds`} columns={7} rows={3} cards="on-phones" />}
          errorMessage={t`We could not load the refunds.`}
          empty={<Trans>No refund yet.</Trans>}
        >
          {(items) => <RefundsTable refunds={items} />}
        </ListState>
      </section>
      {refunding && (
        <RefundPaymentDialog key={refunding._id} payment={refunding} onClose={() => setRefunding(null)} />
      )}
    </div>
  );
}
