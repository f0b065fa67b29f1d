import type { Payment } from '../../../contract/payments';
import { cardCell, CellLabel, StackBody, StackHead, StackRow, StackTable } from '../../components/data-table';
import { formatDateTime, formatUsd } from '../../format';

/** Payments in the server's order (newest first); a refunded payment is marked and its price struck. */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <StackTable label="Payment history">
      <StackHead
        columns={[
          { label: '#' },
          { label: 'Course' },
          { label: 'Price', className: 'text-right' },
          { label: 'Date' },
          { label: 'Transaction id' },
          { label: 'Status' },
        ]}
      />
      <StackBody>
        {payments.map((payment, index) => {
          const refunded = payment.status === 'refunded';
          return (
            <StackRow key={payment._id} cardGrid="max-sm:grid-cols-[1fr_auto]">
              <td role="cell" className="max-sm:sr-only">
                {index + 1}
              </td>
              <th
                role="rowheader"
                scope="row"
                className={`min-w-36 font-semibold ${cardCell} max-sm:min-w-0`}
              >
                {payment.class}
              </th>
              <td role="cell" className={`text-right whitespace-nowrap tabular-nums ${cardCell}`}>
                {refunded ? <s>{formatUsd(payment.price)}</s> : formatUsd(payment.price)}
              </td>
              <td role="cell" className={`whitespace-nowrap ${cardCell} max-sm:text-sm`}>
                <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
              </td>
              <td role="cell" className={`${cardCell} max-sm:col-span-2 max-sm:row-start-3`}>
                <CellLabel>Transaction id</CellLabel>
                <code className="text-xs break-all">{payment.transactionId}</code>
              </td>
              <td
                role="cell"
                className={`${cardCell} max-sm:row-start-2 max-sm:col-start-2 max-sm:text-right`}
              >
                <span className={`badge whitespace-nowrap ${refunded ? 'badge-warning' : 'badge-success'}`}>
                  {refunded ? 'Refunded' : 'Paid'}
                </span>
              </td>
            </StackRow>
          );
        })}
      </StackBody>
    </StackTable>
  );
}
