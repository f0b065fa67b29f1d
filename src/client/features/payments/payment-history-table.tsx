import type { Payment } from '../../../contract/payments';
import { ScrollTable } from '../../components/data-table';
import { formatDateTime, formatUsd } from '../../format';

/** Payments in the server's order (newest first); a refunded payment is marked and its price struck. */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <ScrollTable label="Payment history">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Course</th>
          <th scope="col" className="text-right">
            Price
          </th>
          <th scope="col">Date</th>
          <th scope="col">Transaction id</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment, index) => {
          const refunded = payment.status === 'refunded';
          return (
            <tr key={payment._id}>
              <td>{index + 1}</td>
              <th scope="row" className="min-w-36 font-semibold">
                {payment.class}
              </th>
              <td className="text-right whitespace-nowrap tabular-nums">
                {refunded ? <s>{formatUsd(payment.price)}</s> : formatUsd(payment.price)}
              </td>
              <td className="whitespace-nowrap">
                <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
              </td>
              <td>
                <code className="text-xs break-all">{payment.transactionId}</code>
              </td>
              <td>
                {refunded ? (
                  <span className="badge badge-warning whitespace-nowrap">Refunded</span>
                ) : (
                  <span className="badge badge-success whitespace-nowrap">Paid</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
