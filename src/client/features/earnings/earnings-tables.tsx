import type { EarningsByClass, EarningsByMonth, Payout } from '#contract/earnings';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { monthName } from '#client/month-name.ts';

const money = 'text-right whitespace-nowrap tabular-nums';
const columns = [
  { label: 'Sales', className: 'text-right' },
  { label: 'Gross', className: 'text-right' },
  { label: 'Refunded', className: 'text-right' },
  { label: 'Commission', className: 'text-right' },
  { label: 'Net', className: 'text-right' },
];

type Figures = Pick<EarningsByClass, 'sales' | 'gross' | 'refunded' | 'commission' | 'net'>;

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <Cell label="Sales" className={money}>
        {row.sales}
      </Cell>
      <Cell label="Gross" className={money}>
        {formatUsd(row.gross)}
      </Cell>
      <Cell label="Refunded" className={money}>
        {formatUsd(row.refunded)}
      </Cell>
      <Cell label="Commission" className={money}>
        {formatUsd(row.commission)}
      </Cell>
      <Cell label="Net" className={`${money} font-semibold`}>
        {formatUsd(row.net)}
      </Cell>
    </>
  );
}

export function EarningsByClassTable({ rows }: { rows: EarningsByClass[] }) {
  return (
    <DataTable label="Earnings per class">
      <TableHead columns={['Class', ...columns]} />
      <TableBody>
        {rows.map((row) => (
          <Row key={`${row.classId ?? 'deleted'}-${row.className}`}>
            <RowHeader className="font-semibold">
              {row.className}
              {row.classId === null && <span className="ml-2 badge badge-ghost badge-sm">Deleted</span>}
            </RowHeader>
            <FigureCells row={row} />
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}

export function EarningsByMonthTable({ rows }: { rows: EarningsByMonth[] }) {
  return (
    <DataTable label="Earnings per month">
      <TableHead columns={['Month', ...columns]} />
      <TableBody>
        {rows.map((row) => (
          <Row key={row.month}>
            <RowHeader className="font-semibold">{monthName(row.month)}</RowHeader>
            <FigureCells row={row} />
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}

/** Payouts, the latest first; `withInstructor` adds who was paid (the admin's list). */
export function PayoutsTable({
  payouts,
  withInstructor = false,
}: {
  payouts: Payout[];
  withInstructor?: boolean;
}) {
  return (
    <DataTable label="Payouts">
      <TableHead
        columns={[
          'Paid on',
          ...(withInstructor ? ['Instructor'] : []),
          { label: 'Amount', className: 'text-right' },
          'Reference',
        ]}
      />
      <TableBody>
        {payouts.map((payout) => (
          <Row key={payout._id}>
            <RowHeader className="font-semibold whitespace-nowrap">
              <time dateTime={payout.paidOn}>{payout.paidOn}</time>
            </RowHeader>
            {withInstructor && (
              <Cell label="Instructor">
                <span className="min-w-0 text-right @4xl:text-left">
                  {payout.instructorName ?? 'Deleted account'}
                </span>
              </Cell>
            )}
            <Cell label="Amount" className={money}>
              {formatUsd(payout.amount)}
            </Cell>
            <Cell label="Reference">
              <span className="min-w-0 text-right break-all @4xl:text-left">{payout.reference}</span>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}
