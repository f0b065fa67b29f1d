import { useQuery } from '@tanstack/react-query';
import type { EnrolmentReport as Report } from '#contract/reports';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { enrolmentReportQuery } from './api';
import { EnrolmentChart, enrolmentChartHeight } from './enrolment-chart';
import { EnrolmentTable } from './enrolment-table';
import { fillText } from './fill-text';
import { ChartWithTable, ReportSection } from './report-section';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the chart shows, in words: the school's fill rate and its fullest class. */
function enrolmentSummary(report: Report): string {
  const { totals, classes } = report;
  const fullest = classes
    .filter((row) => row.fillPercent !== null)
    .reduce<Report['classes'][number] | null>(
      (top, row) => (top === null || (row.fillPercent ?? 0) > (top.fillPercent ?? 0) ? row : top),
      null,
    );
  const fill =
    totals.fillPercent === null ? 'they have no seats' : `they fill ${fillText(totals.fillPercent)} of them`;
  const fullestText = fullest
    ? ` The fullest is ${fullest.className}, ${fillText(fullest.fillPercent)}.`
    : '';
  return `${plural(totals.enrolled, 'student is', 'students are')} enrolled in ${plural(
    classes.length,
    'approved class',
    'approved classes',
  )} with ${plural(totals.capacity, 'seat', 'seats')}: ${fill}.${fullestText}`;
}

/** Enrolled students and fill rate of each approved class, as a chart and a table. */
export function EnrolmentReport() {
  const enrolments = useQuery(enrolmentReportQuery);
  const report = enrolments.data;
  let body;
  if (enrolments.isPending) {
    body = (
      <LoadingState label="Loading the enrolment report">
        <div className="skeleton h-64 w-full" />
      </LoadingState>
    );
  } else if (enrolments.isError || !report) {
    body = (
      <ErrorState
        message="We could not load the enrolment report."
        onRetry={() => void enrolments.refetch()}
      />
    );
  } else if (report.classes.length === 0) {
    body = (
      <p className="rounded-box bg-base-100 p-6 text-base-content/80 shadow">No approved classes yet.</p>
    );
  } else {
    body = (
      <ChartWithTable
        chartLabel="Bar chart of enrolled students and free seats in each approved class, with its fill rate"
        summary={enrolmentSummary(report)}
        chart={<EnrolmentChart classes={report.classes} />}
        chartHeight={enrolmentChartHeight(report.classes.length)}
        tableTitle="Enrolments per class"
        table={<EnrolmentTable report={report} />}
      />
    );
  }
  return (
    <ReportSection id="enrolment-report" title="Enrolments and fill rate per class">
      <p className="mb-4 text-sm text-base-content/80">
        Approved classes, the most enrolled first. The fill rate is enrolled students out of all the
        class&rsquo;s seats; cancelled enrolments and seats only held in a cart do not count.
      </p>
      {body}
    </ReportSection>
  );
}
