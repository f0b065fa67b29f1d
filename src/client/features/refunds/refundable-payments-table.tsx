import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '#contract/payments';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { leftToRefund } from './refund-payment-dialog';

/** A student's payments for an admin, each with what was refunded and a Refund button while money is left. */
export function RefundablePaymentsTable({
  payments,
  onRefund,
}: {
  payments: Payment[];
  onRefund: (payment: Payment) => void;
}) {
  const { t } = useLingui();
  return (
    <DataTable label={t`Payments of the student`} cards="on-phones">
      <TableHead
        columns={[
          t`Class`,
          { label: t`Paid`, className: 'text-end' },
          { label: t`Refunded`, className: 'text-end' },
          t`Date`,
          t`Refund`,
        ]}
      />
      <TableBody>
        {payments.map((payment) => {
          const left = leftToRefund(payment);
          const course = payment.class;
          const date = formatDateTime(payment.date);
          return (
            <Row key={payment._id} className="max-sm:grid-cols-[1fr_auto]">
              <RowHeader className="min-w-36 font-semibold">{payment.class}</RowHeader>
              <Cell label={t`Paid`} className="text-end tabular-nums">
                {formatUsd(payment.price)}
              </Cell>
              <Cell label={t`Refunded`} className="text-end tabular-nums">
                {formatUsd(payment.status === 'refunded' ? payment.price : payment.amountRefunded)}
              </Cell>
              <Cell className="whitespace-nowrap max-sm:text-sm">
                <time dateTime={payment.date}>{date}</time>
              </Cell>
              <Cell className="max-sm:col-span-2">
                {left > 0 ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={t`Refund ${course}, ${date}`}
                    onClick={() => onRefund(payment)}
                  >
                    <Trans>Refund</Trans>
                  </button>
                ) : (
                  <span className="badge badge-warning whitespace-nowrap">
                    <Trans>Refunded in full</Trans>
                  </span>
                )}
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
