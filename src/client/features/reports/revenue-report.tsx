import { useQuery } from '@tanstack/react-query';
import type { RevenueReport as Report } from '#contract/reports';
import { ApiError } from '#client/api-client.ts';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { formatUsd } from '#client/format.ts';
import { monthName } from '#client/month-name.ts';
import { revenueReportQuery, type MonthRange } from './api';
import { RangeForm } from './range-form';
import { ChartWithTable, ReportSection } from './report-section';
import { RevenueChart } from './revenue-chart';
import { RevenueTable } from './revenue-table';

const CHART_HEIGHT = 288;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the chart shows, in words: the range's totals and its best month. */
function revenueSummary(report: Report): string {
  const { totals } = report;
  const range =
    report.from === report.to
      ? `In ${monthName(report.from)}`
      : `From ${monthName(report.from)} to ${monthName(report.to)}`;
  const best = report.months.reduce((top, month) => (month.net > top.net ? month : top));
  const bestText =
    best.net > 0 ? ` The best month was ${monthName(best.month)}, ${formatUsd(best.net)} net.` : '';
  return `${range}: ${formatUsd(totals.gross)} gross from ${plural(totals.sales, 'sale', 'sales')}, ${formatUsd(
    totals.refunded,
  )} refunded in ${plural(totals.refunds, 'refund', 'refunds')}, ${formatUsd(totals.net)} net.${bestText}`;
}

/** Revenue per month of the school's time zone for a range of months, as a chart and a table. */
export function RevenueReport({
  range,
  onRange,
}: {
  range: MonthRange;
  onRange: (range: MonthRange) => void;
}) {
  const revenue = useQuery(revenueReportQuery(range));
  const report = revenue.data;
  const shown = report ? { from: report.from, to: report.to } : range;
  let body;
  if (revenue.isPending) {
    body = (
      <LoadingState label="Loading the revenue report">
        <div className="skeleton w-full" style={{ height: CHART_HEIGHT + 80 }} />
      </LoadingState>
    );
  } else if (revenue.isError || !report) {
    const message =
      revenue.error instanceof ApiError && revenue.error.status === 400
        ? revenue.error.message
        : 'We could not load the revenue report.';
    body = <ErrorState message={message} onRetry={() => void revenue.refetch()} />;
  } else if (report.totals.sales === 0 && report.totals.refunds === 0) {
    body = (
      <p className="rounded-box bg-base-100 p-6 text-base-content/80 shadow">
        No sales or refunds from {monthName(report.from)} to {monthName(report.to)}.
      </p>
    );
  } else {
    body = (
      <ChartWithTable
        chartLabel={`Bar chart of gross, refunded and net revenue per month, ${monthName(report.from)} to ${monthName(report.to)}`}
        summary={revenueSummary(report)}
        chart={<RevenueChart months={report.months} />}
        chartHeight={CHART_HEIGHT}
        tableTitle="Revenue per month"
        table={<RevenueTable report={report} />}
      />
    );
  }
  return (
    <ReportSection
      id="revenue-report"
      title="Revenue per month"
      controls={<RangeForm shown={shown} onApply={onRange} />}
    >
      <p className="mb-4 text-sm text-base-content/80">
        Months are the school&rsquo;s (San Francisco time). Gross is what students paid that month, refunded
        is what went back to them that month, whichever month they had paid in, and net is the difference.
      </p>
      {body}
    </ReportSection>
  );
}
