import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '#contract/payments';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { Link } from '#client/components/link.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { paths } from '#client/paths.ts';

const statusLabels = {
  paid: msg`Paid`,
  partially_refunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
};
const statusBadges = {
  paid: 'badge-success',
  partially_refunded: 'badge-info',
  refunded: 'badge-warning',
} as const;

/**
 * Payments in the server's order (newest first); a refunded payment is marked and its price struck, a partly
 * refunded one says how much came back.
 */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable label={t`Payment history`} cards="on-phones">
      <TableHead
        columns={[
          '#',
          t`Course`,
          { label: t`Price`, className: 'text-end' },
          t`Date`,
          t`Transaction id`,
          t`Status`,
          t`Receipt`,
        ]}
      />
      <TableBody>
        {payments.map((payment, index) => {
          const refunded = payment.status === 'refunded';
          const course = payment.class;
          const date = formatDateTime(payment.date);
          const amount = formatUsd(payment.amountRefunded);
          return (
            <Row key={payment._id} className="max-sm:grid-cols-[1fr_auto]">
              <Cell offCard>{index + 1}</Cell>
              <RowHeader className="min-w-36 font-semibold">{payment.class}</RowHeader>
              <Cell className="text-end whitespace-nowrap tabular-nums">
                {refunded ? <s>{formatUsd(payment.price)}</s> : formatUsd(payment.price)}
                {payment.coupon && (
                  <span className="block text-xs font-normal whitespace-normal" data-testid="history-coupon">
                    {payment.coupon}: −{formatUsd(payment.discount)}
                  </span>
                )}
              </Cell>
              <Cell className="whitespace-nowrap max-sm:text-sm">
                <time dateTime={payment.date}>{date}</time>
              </Cell>
              <Cell label={t`Transaction id`} className="max-sm:col-span-2 max-sm:row-start-3">
                <code className="text-xs break-all">{payment.transactionId}</code>
              </Cell>
              <Cell className="max-sm:row-start-2 max-sm:col-start-2 max-sm:text-end">
                <span className={`badge whitespace-nowrap ${statusBadges[payment.status]}`}>
                  {i18n._(statusLabels[payment.status])}
                </span>
                {payment.amountRefunded > 0 && (
                  <span className="block text-xs whitespace-nowrap tabular-nums">
                    <Trans>{amount} back</Trans>
                  </span>
                )}
              </Cell>
              <Cell className="max-sm:col-span-2">
                <Link
                  to={paths.receipt(payment._id)}
                  className="link link-primary font-semibold"
                  aria-label={t`Receipt of ${course}, ${date}`}
                >
                  <Trans>Receipt</Trans>
                </Link>
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
