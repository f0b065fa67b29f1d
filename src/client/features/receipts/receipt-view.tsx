import { Printer } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Receipt } from '#contract/receipts';

function Line(props: { term: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-base-300 py-2 last:border-0">
      <dt className="text-base-content/75">{props.term}</dt>
      <dd className={`text-end break-all ${props.strong ? 'text-lg font-extrabold' : ''}`}>
        {props.children}
      </dd>
    </div>
  );
}

/**
 * A receipt as the server wrote it out: the same strings as the receipt mail. On paper only the receipt
 * prints (the dashboard's header and menu are hidden by the layout's print styles).
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const currency = receipt.currency;
  const code = receipt.discount?.code;
  const refunded = receipt.status === 'refunded';
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto max-w-2xl rounded-box bg-base-100 p-5 shadow-sm sm:p-8 print:max-w-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-base-300 pb-4">
        <div>
          <p className="text-xl font-extrabold text-primary print:text-black">{receipt.school.name}</p>
          <p className="text-sm text-base-content/75">{receipt.school.address}</p>
          <p className="text-sm text-base-content/75">{receipt.school.phone}</p>
        </div>
        <div className="text-end">
          <h1 id="receipt-title" className="text-2xl font-extrabold">
            <Trans>Receipt</Trans>
          </h1>
          <p className="font-mono text-sm" data-testid="receipt-number">
            {receipt.number}
          </p>
          {refunded && (
            <p className="badge badge-warning mt-1">
              <Trans>Refunded</Trans>
            </p>
          )}
        </div>
      </header>
      <dl className="mt-4">
        <Line term={t`Date`}>{receipt.paidAtText}</Line>
        {receipt.student && (
          <Line term={t`Billed to`}>
            {receipt.student.name}
            <br />
            <span className="text-sm">{receipt.student.email}</span>
          </Line>
        )}
        {receipt.items.map(({ name, amountText }) => (
          <Line key={name} term={t`Class: ${name}`}>
            <span className="tabular-nums">{amountText}</span>
          </Line>
        ))}
        {receipt.discount && (
          <Line term={t`Coupon ${code}`}>
            <span className="tabular-nums" data-testid="receipt-discount">
              {receipt.discount.amountText}
            </span>
          </Line>
        )}
        <Line term={t`Total paid (${currency})`} strong>
          <span className="tabular-nums" data-testid="receipt-total">
            {receipt.totalText}
          </span>
        </Line>
        <Line term={t`Paid with`}>
          <span data-testid="receipt-card">{receipt.cardText}</span>
        </Line>
        <Line term={t`Transaction`}>
          <code className="text-xs">{receipt.transactionId}</code>
        </Line>
      </dl>
      <div className="mt-6 print:hidden">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> <Trans>Print</Trans>
        </button>
      </div>
    </article>
  );
}
