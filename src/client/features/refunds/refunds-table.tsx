import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundKind, RefundRecord } from '#contract/refunds';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';

const kindLabels: Record<RefundKind, MessageDescriptor> = {
  cancellation: msg`Cancellation`,
  admin: msg`Admin`,
  automatic: msg`At the processor`,
};

/** The latest refunds, newest first, with their credit notes. */
export function RefundsTable({ refunds }: { refunds: RefundRecord[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable label={t`Latest refunds`} cards="on-phones">
      <TableHead
        columns={[
          t`Credit note`,
          t`Class`,
          t`Student`,
          { label: t`Amount`, className: 'text-end' },
          t`Kind`,
          t`Reason`,
          t`Date`,
        ]}
      />
      <TableBody>
        {refunds.map((refund) => (
          <Row key={refund._id} className="max-sm:grid-cols-[1fr_auto]">
            <RowHeader className="whitespace-nowrap font-semibold">{refund.creditNoteNumber}</RowHeader>
            <Cell label={t`Class`}>{refund.className}</Cell>
            <Cell label={t`Student`} className="break-all">
              {refund.email || <Trans>Deleted account</Trans>}
            </Cell>
            <Cell label={t`Amount`} className="text-end tabular-nums">
              {formatUsd(refund.amount)}
            </Cell>
            <Cell label={t`Kind`}>
              {i18n._(kindLabels[refund.kind])}
              {refund.createdBy ? ` (${refund.createdBy})` : ''}
            </Cell>
            <Cell label={t`Reason`} className="max-sm:col-span-2">
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
