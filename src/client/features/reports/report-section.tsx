import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** A report: its heading, then its chart, the text that sums it up, and the same figures as a table. */
export function ReportSection({
  id,
  title,
  controls,
  children,
}: {
  id: string;
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 min-w-0">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {controls}
      {children}
    </section>
  );
}

/**
 * A chart with its alternatives: the summary is visible text that names the chart's picture, and the
 * disclosed table holds every figure of it, reachable by keyboard (its summary, then the table's region).
 */
export function ChartWithTable({
  chartLabel,
  summary,
  chart,
  chartHeight,
  tableTitle,
  table,
}: {
  chartLabel: string;
  summary: ReactNode;
  chart: ReactNode;
  chartHeight: number;
  tableTitle: string;
  table: ReactNode;
}) {
  const summaryId = useId();
  return (
    <>
      <div className="rounded-box bg-base-100 p-4 shadow md:p-6">
        <p id={summaryId} className="mb-4 text-base-content/80">
          {summary}
        </p>
        <div
          role="img"
          aria-label={chartLabel}
          aria-describedby={summaryId}
          className="w-full min-w-0"
          style={{ height: chartHeight }}
        >
          {chart}
        </div>
      </div>
      <details className="group mt-3">
        <summary className="btn btn-ghost btn-sm">
          <span className="group-open:hidden">
            <Trans>Show the figures as a table</Trans>
          </span>
          <span className="hidden group-open:inline">
            <Trans>Hide the table</Trans>
          </span>
          <span className="sr-only">: {tableTitle}</span>
        </summary>
        <div className="mt-3">{table}</div>
      </details>
    </>
  );
}
