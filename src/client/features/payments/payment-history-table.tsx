import type { Payment } from '#contract/payments';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { Link } from '#client/components/link.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { paths } from '#client/paths.ts';

const statusLabels = { paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' } as const;
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
  return (
    <DataTable label="Payment history" cards="on-phones">
      <TableHead
        columns={[
          '#',
          'Course',
          { label: 'Price', className: 'text-right' },
          'Date',
          'Transaction id',
          'Status',
          'Receipt',
        ]}
      />
      <TableBody>
        {payments.map((payment, index) => {
          const refunded = payment.status === 'refunded';
          return (
            <Row key={payment._id} className="max-sm:grid-cols-[1fr_auto]">
              <Cell offCard>{index + 1}</Cell>
              <RowHeader className="min-w-36 font-semibold">{payment.class}</RowHeader>
              <Cell className="text-right whitespace-nowrap tabular-nums">
                {refunded ? <s>{formatUsd(payment.price)}</s> : formatUsd(payment.price)}
                {payment.coupon && (
                  <span className="block text-xs font-normal whitespace-normal" data-testid="history-coupon">
                    {payment.coupon}: −{formatUsd(payment.discount)}
                  </span>
                )}
              </Cell>
              <Cell className="whitespace-nowrap max-sm:text-sm">
                <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
              </Cell>
              <Cell label="Transaction id" className="max-sm:col-span-2 max-sm:row-start-3">
                <code className="text-xs break-all">{payment.transactionId}</code>
              </Cell>
              <Cell className="max-sm:row-start-2 max-sm:col-start-2 max-sm:text-right">
                <span className={`badge whitespace-nowrap ${statusBadges[payment.status]}`}>
                  {statusLabels[payment.status]}
                </span>
                {payment.amountRefunded > 0 && (
                  <span className="block text-xs whitespace-nowrap tabular-nums">
                    {formatUsd(payment.amountRefunded)} back
                  </span>
                )}
              </Cell>
              <Cell className="max-sm:col-span-2">
                <Link
                  to={paths.receipt(payment._id)}
                  className="link link-primary font-semibold"
                  aria-label={`Receipt of ${payment.class}, ${formatDateTime(payment.date)}`}
                >
                  Receipt
                </Link>
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
