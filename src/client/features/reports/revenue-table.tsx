import { Trans, useLingui } from '@lingui/react/macro';
import type { RevenueReport } from '#contract/reports';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { monthName } from '#client/month-name.ts';

const figure = 'text-end whitespace-nowrap tabular-nums';
const right = (label: string) => ({ label, className: 'text-end' });

type Figures = RevenueReport['totals'];

function FigureCells({ row }: { row: Figures }) {
  const { t } = useLingui();
  return (
    <>
      <Cell label={t`Sales`} className={figure}>
        {row.sales}
      </Cell>
      <Cell label={t`Gross`} className={figure}>
        {formatUsd(row.gross)}
      </Cell>
      <Cell label={t`Refunds`} className={figure}>
        {row.refunds}
      </Cell>
      <Cell label={t`Refunded`} className={figure}>
        {formatUsd(row.refunded)}
      </Cell>
      <Cell label={t`Net`} className={`${figure} font-semibold`}>
        {formatUsd(row.net)}
      </Cell>
    </>
  );
}

/** The revenue chart's figures, month by month, then the range's totals. */
export function RevenueTable({ report }: { report: RevenueReport }) {
  const { t } = useLingui();
  return (
    <DataTable label={t`Table of revenue per month`}>
      <TableHead
        columns={[
          t`Month`,
          right(t`Sales`),
          right(t`Gross`),
          right(t`Refunds`),
          right(t`Refunded`),
          right(t`Net`),
        ]}
      />
      <TableBody>
        {report.months.map((row) => (
          <Row key={row.month}>
            <RowHeader className="font-semibold whitespace-nowrap">{monthName(row.month)}</RowHeader>
            <FigureCells row={row} />
          </Row>
        ))}
        <Row className="bg-base-200/60 font-bold">
          <RowHeader className="font-bold">
            <Trans>Total</Trans>
          </RowHeader>
          <FigureCells row={report.totals} />
        </Row>
      </TableBody>
    </DataTable>
  );
}
