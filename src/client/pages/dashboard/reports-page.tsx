import { useSearchParams } from 'react-router';
import { SectionTitle } from '#client/components/section-title.tsx';
import type { MonthRange } from '#client/features/reports/api.ts';
import { EnrolmentReport } from '#client/features/reports/enrolment-report.tsx';
import { RevenueReport } from '#client/features/reports/revenue-report.tsx';
import { useLingui } from '@lingui/react/macro';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months from the address, so a report can be linked to and Back returns to the last range. */
function rangeOf(params: URLSearchParams): MonthRange {
  const month = (name: string) => {
    const value = params.get(name) ?? '';
    return MONTH.test(value) ? value : undefined;
  };
  return { from: month('from'), to: month('to') };
}

export function ReportsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applyRange = (range: MonthRange) => {
    const search = new URLSearchParams();
    if (range.from) search.set('from', range.from);
    if (range.to) search.set('to', range.to);
    setParams(search);
  };
  return (
    <div className="mx-auto max-w-5xl min-w-0">
      <SectionTitle
        level={1}
        title={t`Reports`}
        subtitle={t`The school's revenue month by month, and how full its classes are`}
      />
      <RevenueReport range={rangeOf(params)} onRange={applyRange} />
      <EnrolmentReport />
    </div>
  );
}
