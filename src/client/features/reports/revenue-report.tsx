import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** What the chart shows, in words: the range's totals and its best month. */
function revenueSummary(report: Report, i18n: I18n): string {
  const { totals } = report;
  const { sales, refunds } = totals;
  const from = monthName(report.from);
  const to = monthName(report.to);
  const gross = formatUsd(totals.gross);
  const refunded = formatUsd(totals.refunded);
  const net = formatUsd(totals.net);
  const figures =
    report.from === report.to
      ? msg`In ${from}: ${gross} gross from ${plural(sales, { one: '# sale', other: '# sales' })}, ${refunded} refunded in ${plural(refunds, { one: '# refund', other: '# refunds' })}, ${net} net.`
      : msg`From ${from} to ${to}: ${gross} gross from ${plural(sales, { one: '# sale', other: '# sales' })}, ${refunded} refunded in ${plural(refunds, { one: '# refund', other: '# refunds' })}, ${net} net.`;
  const best = report.months.reduce((top, month) => (month.net > top.net ? month : top));
  if (best.net <= 0) return i18n._(figures);
  const bestMonth = monthName(best.month);
  const bestNet = formatUsd(best.net);
  return `${i18n._(figures)} ${i18n._(msg`The best month was ${bestMonth}, ${bestNet} net.`)}`;
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
  const { t, i18n } = useLingui();
  let body;
  if (revenue.isPending) {
    body = (
      <LoadingState label={t`Loading the revenue report`}>
        <div className="skeleton w-full" style={{ height: CHART_HEIGHT + 80 }} />
      </LoadingState>
    );
  } else if (revenue.isError || !report) {
    const message =
      revenue.error instanceof ApiError && revenue.error.status === 400
        ? revenue.error.message
        : t`We could not load the revenue report.`;
    body = <ErrorState message={message} onRetry={() => void revenue.refetch()} />;
  } else if (report.totals.sales === 0 && report.totals.refunds === 0) {
    const from = monthName(report.from);
    const to = monthName(report.to);
    body = (
      <p className="rounded-box bg-base-100 p-6 text-base-content/80 shadow">
        <Trans>
          No sales or refunds from {from} to {to}.
        </Trans>
      </p>
    );
  } else {
    const from = monthName(report.from);
    const to = monthName(report.to);
    body = (
      <ChartWithTable
        chartLabel={t`Bar chart of gross, refunded and net revenue per month, ${from} to ${to}`}
        summary={revenueSummary(report, i18n)}
        chart={<RevenueChart months={report.months} />}
        chartHeight={CHART_HEIGHT}
        tableTitle={t`Revenue per month`}
        table={<RevenueTable report={report} />}
      />
    );
  }
  return (
    <ReportSection
      id="revenue-report"
      title={t`Revenue per month`}
      controls={<RangeForm shown={shown} onApply={onRange} />}
    >
      <p className="mb-4 text-sm text-base-content/80">
        <Trans>
          Months are the school&rsquo;s (San Francisco time). Gross is what students paid that month,
          refunded is what went back to them that month, whichever month they had paid in, and net is the
          difference.
        </Trans>
      </p>
      {body}
    </ReportSection>
  );
}
