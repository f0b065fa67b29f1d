import type { RevenueReport } from '#contract/reports';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { monthName } from '#client/month-name.ts';

const figure = 'text-right whitespace-nowrap tabular-nums';
const right = (label: string) => ({ label, className: 'text-right' });

type Figures = RevenueReport['totals'];

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <Cell label="Sales" className={figure}>
        {row.sales}
      </Cell>
      <Cell label="Gross" className={figure}>
        {formatUsd(row.gross)}
      </Cell>
      <Cell label="Refunds" className={figure}>
        {row.refunds}
      </Cell>
      <Cell label="Refunded" className={figure}>
        {formatUsd(row.refunded)}
      </Cell>
      <Cell label="Net" className={`${figure} font-semibold`}>
        {formatUsd(row.net)}
      </Cell>
    </>
  );
}

/** The revenue chart's figures, month by month, then the range's totals. */
export function RevenueTable({ report }: { report: RevenueReport }) {
  return (
    <DataTable label="Table of revenue per month">
      <TableHead
        columns={['Month', right('Sales'), right('Gross'), right('Refunds'), right('Refunded'), right('Net')]}
      />
      <TableBody>
        {report.months.map((row) => (
          <Row key={row.month}>
            <RowHeader className="font-semibold whitespace-nowrap">{monthName(row.month)}</RowHeader>
            <FigureCells row={row} />
          </Row>
        ))}
        <Row className="bg-base-200/60 font-bold">
          <RowHeader className="font-bold">Total</RowHeader>
          <FigureCells row={report.totals} />
        </Row>
      </TableBody>
    </DataTable>
  );
}
