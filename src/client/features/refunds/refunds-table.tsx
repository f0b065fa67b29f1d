import type { RefundKind, RefundRecord } from '#contract/refunds';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';

const kindLabels: Record<RefundKind, string> = {
  cancellation: 'Cancellation',
  admin: 'Admin',
  automatic: 'At the processor',
};

/** The latest refunds, newest first, with their credit notes. */
export function RefundsTable({ refunds }: { refunds: RefundRecord[] }) {
  return (
    <DataTable label="Latest refunds" cards="on-phones">
      <TableHead
        columns={[
          'Credit note',
          'Class',
          'Student',
          { label: 'Amount', className: 'text-right' },
          'Kind',
          'Reason',
          'Date',
        ]}
      />
      <TableBody>
        {refunds.map((refund) => (
          <Row key={refund._id} className="max-sm:grid-cols-[1fr_auto]">
            <RowHeader className="whitespace-nowrap font-semibold">{refund.creditNoteNumber}</RowHeader>
            <Cell label="Class">{refund.className}</Cell>
            <Cell label="Student" className="break-all">
              {refund.email || 'Deleted account'}
            </Cell>
            <Cell label="Amount" className="text-right tabular-nums">
              {formatUsd(refund.amount)}
            </Cell>
            <Cell label="Kind">
              {kindLabels[refund.kind]}
              {refund.createdBy ? ` (${refund.createdBy})` : ''}
            </Cell>
            <Cell label="Reason" className="max-sm:col-span-2">
              {refund.reason}
            </Cell>
            <Cell className="whitespace-nowrap max-sm:text-sm">
              <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}
