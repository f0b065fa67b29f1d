import { queryOptions } from '@tanstack/react-query';
import { enrolmentReport, revenueReport } from '#contract/reports';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** A range of months (YYYY-MM, both included); either left out takes the server's default. */
export interface MonthRange {
  from?: string;
  to?: string;
}

export const revenueReportQuery = (range: MonthRange) => {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  const text = search.toString();
  return queryOptions({
    queryKey: queryKeys.reports.revenue(range.from ?? null, range.to ?? null),
    queryFn: ({ signal }) =>
      api(`/reports/revenue${text ? `?${text}` : ''}`, { schema: revenueReport, signal }),
    // Sales and refunds arrive all the time: read them afresh each time the page opens.
    staleTime: 0,
    // Another range keeps the report on screen (and its table open) until the new one arrives. Written out
    // rather than react-query's keepPreviousData: importing that adds an export to every page's first bundle.
    placeholderData: (previous) => previous,
  });
};

export const enrolmentReportQuery = queryOptions({
  queryKey: queryKeys.reports.enrolments,
  queryFn: ({ signal }) => api('/reports/enrolments', { schema: enrolmentReport, signal }),
  staleTime: 0,
});
