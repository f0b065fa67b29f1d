import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningsByClass, EarningsByMonth, Payout } from '#contract/earnings';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { monthName } from '#client/month-name.ts';

const money = 'text-end whitespace-nowrap tabular-nums';
const figureColumns = [msg`Sales`, msg`Gross`, msg`Refunded`, msg`Commission`, msg`Net`];

/** The figures' column headings, right-aligned as their cells. */
function useFigureColumns() {
  const { i18n } = useLingui();
  return figureColumns.map((label) => ({ label: i18n._(label), className: 'text-end' }));
}

type Figures = Pick<EarningsByClass, 'sales' | 'gross' | 'refunded' | 'commission' | 'net'>;

function FigureCells({ row }: { row: Figures }) {
  const { t } = useLingui();
  return (
    <>
      <Cell label={t`Sales`} className={money}>
        {row.sales}
      </Cell>
      <Cell label={t`Gross`} className={money}>
        {formatUsd(row.gross)}
      </Cell>
      <Cell label={t`Refunded`} className={money}>
        {formatUsd(row.refunded)}
      </Cell>
      <Cell label={t`Commission`} className={money}>
        {formatUsd(row.commission)}
      </Cell>
      <Cell label={t`Net`} className={`${money} font-semibold`}>
        {formatUsd(row.net)}
      </Cell>
    </>
  );
}

export function EarningsByClassTable({ rows }: { rows: EarningsByClass[] }) {
  const { t } = useLingui();
  const columns = useFigureColumns();
  return (
    <DataTable label={t`Earnings per class`}>
      <TableHead columns={[t`Class`, ...columns]} />
      <TableBody>
        {rows.map((row) => (
          <Row key={`${row.classId ?? 'deleted'}-${row.className}`}>
            <RowHeader className="font-semibold">
              {row.className}
              {row.classId === null && (
                <span className="ms-2 badge badge-ghost badge-sm">
                  <Trans>Deleted</Trans>
                </span>
              )}
            </RowHeader>
            <FigureCells row={row} />
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}

export function EarningsByMonthTable({ rows }: { rows: EarningsByMonth[] }) {
  const { t } = useLingui();
  const columns = useFigureColumns();
  return (
    <DataTable label={t`Earnings per month`}>
      <TableHead columns={[t`Month`, ...columns]} />
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
  const { t } = useLingui();
  return (
    <DataTable label={t`Payouts`}>
      <TableHead
        columns={[
          t`Paid on`,
          ...(withInstructor ? [t`Instructor`] : []),
          { label: t`Amount`, className: 'text-end' },
          t`Reference`,
        ]}
      />
      <TableBody>
        {payouts.map((payout) => (
          <Row key={payout._id}>
            <RowHeader className="font-semibold whitespace-nowrap">
              <time dateTime={payout.paidOn}>{payout.paidOn}</time>
            </RowHeader>
            {withInstructor && (
              <Cell label={t`Instructor`}>
                <span className="min-w-0 text-end @4xl:text-start">
                  {payout.instructorName ?? t`Deleted account`}
                </span>
              </Cell>
            )}
            <Cell label={t`Amount`} className={money}>
              {formatUsd(payout.amount)}
            </Cell>
            <Cell label={t`Reference`}>
              <span className="min-w-0 text-end break-all @4xl:text-start">{payout.reference}</span>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}
