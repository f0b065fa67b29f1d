import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolmentReport as Report } from '#contract/reports';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { enrolmentReportQuery } from './api';
import { EnrolmentChart, enrolmentChartHeight } from './enrolment-chart';
import { EnrolmentTable } from './enrolment-table';
import { fillText } from './fill-text';
import { ChartWithTable, ReportSection } from './report-section';

/** What the chart shows, in words: the school's fill rate and its fullest class. */
function enrolmentSummary(report: Report, i18n: I18n): string {
  const { totals, classes } = report;
  const fullest = classes
    .filter((row) => row.fillPercent !== null)
    .reduce<Report['classes'][number] | null>(
      (top, row) => (top === null || (row.fillPercent ?? 0) > (top.fillPercent ?? 0) ? row : top),
      null,
    );
  const { enrolled, capacity } = totals;
  const classCount = classes.length;
  const fill = fillText(totals.fillPercent, i18n);
  const seats =
    totals.fillPercent === null
      ? msg`${plural(enrolled, { one: '# student is', other: '# students are' })} enrolled in ${plural(classCount, { one: '# approved class', other: '# approved classes' })} with ${plural(capacity, { one: '# seat', other: '# seats' })}: they have no seats.`
      : msg`${plural(enrolled, { one: '# student is', other: '# students are' })} enrolled in ${plural(classCount, { one: '# approved class', other: '# approved classes' })} with ${plural(capacity, { one: '# seat', other: '# seats' })}: they fill ${fill} of them.`;
  if (!fullest) return i18n._(seats);
  const className = fullest.className;
  const fullestFill = fillText(fullest.fillPercent, i18n);
  return `${i18n._(seats)} ${i18n._(msg`The fullest is ${className}, ${fullestFill}.`)}`;
}

/** Enrolled students and fill rate of each approved class, as a chart and a table. */
export function EnrolmentReport() {
  const enrolments = useQuery(enrolmentReportQuery);
  const report = enrolments.data;
  const { t, i18n } = useLingui();
  let body;
  if (enrolments.isPending) {
    body = (
      <LoadingState label={t`Loading the enrolment report`}>
        <div className="skeleton h-64 w-full" />
      </LoadingState>
    );
  } else if (enrolments.isError || !report) {
    body = (
      <ErrorState
        message={t`We could not load the enrolment report.`}
        onRetry={() => void enrolments.refetch()}
      />
    );
  } else if (report.classes.length === 0) {
    body = (
      <p className="rounded-box bg-base-100 p-6 text-base-content/80 shadow">
        <Trans>No approved classes yet.</Trans>
      </p>
    );
  } else {
    body = (
      <ChartWithTable
        chartLabel={t`Bar chart of enrolled students and free seats in each approved class, with its fill rate`}
        summary={enrolmentSummary(report, i18n)}
        chart={<EnrolmentChart classes={report.classes} />}
        chartHeight={enrolmentChartHeight(report.classes.length)}
        tableTitle={t`Enrolments per class`}
        table={<EnrolmentTable report={report} />}
      />
    );
  }
  return (
    <ReportSection id="enrolment-report" title={t`Enrolments and fill rate per class`}>
      <p className="mb-4 text-sm text-base-content/80">
        <Trans>
          Approved classes, the most enrolled first. The fill rate is enrolled students out of all the
          class&rsquo;s seats; cancelled enrolments and seats only held in a cart do not count.
        </Trans>
      </p>
      {body}
    </ReportSection>
  );
}
