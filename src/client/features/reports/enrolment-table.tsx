import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolmentReport } from '#contract/reports';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { fillText } from './fill-text';

const figure = 'text-end whitespace-nowrap tabular-nums';
const right = (label: string) => ({ label, className: 'text-end' });

/** The enrolment chart's figures: each approved class, then all of them. */
export function EnrolmentTable({ report }: { report: EnrolmentReport }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable label={t`Table of enrolments per class`}>
      <TableHead
        columns={[t`Class`, t`Instructor`, right(t`Enrolled`), right(t`Seats`), right(t`Fill rate`)]}
      />
      <TableBody>
        {report.classes.map((row) => (
          <Row key={row.classId}>
            <RowHeader className="font-semibold">
              <span>{row.className}</span>
            </RowHeader>
            <Cell label={t`Instructor`}>
              <span className="min-w-0 text-end @4xl:text-start">{row.instructorName}</span>
            </Cell>
            <Cell label={t`Enrolled`} className={figure}>
              {row.enrolled}
            </Cell>
            <Cell label={t`Seats`} className={figure}>
              {row.capacity}
            </Cell>
            <Cell label={t`Fill rate`} className={figure}>
              {fillText(row.fillPercent, i18n)}
            </Cell>
          </Row>
        ))}
        <Row className="bg-base-200/60 font-bold">
          <RowHeader className="font-bold">
            <Trans>All classes</Trans>
          </RowHeader>
          <Cell offCard>
            <span className="sr-only">
              <Trans>Every instructor</Trans>
            </span>
          </Cell>
          <Cell label={t`Enrolled`} className={figure}>
            {report.totals.enrolled}
          </Cell>
          <Cell label={t`Seats`} className={figure}>
            {report.totals.capacity}
          </Cell>
          <Cell label={t`Fill rate`} className={figure}>
            {fillText(report.totals.fillPercent, i18n)}
          </Cell>
        </Row>
      </TableBody>
    </DataTable>
  );
}
