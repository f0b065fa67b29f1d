import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditPage, type AuditAction, type AuditSubjectType } from '#contract/audit';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** The filters as the page holds them: dates are days (YYYY-MM-DD) in the reader's own zone. */
export interface AuditFilters {
  action?: AuditAction;
  actor?: string;
  subjectType?: AuditSubjectType;
  subject?: string;
  fromDay?: string;
  toDay?: string;
}

/** Midnight starting a day in the reader's zone, as an instant. */
function startOfDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
}

/** The day after, for an inclusive "to" day: entries before the next midnight. */
function startOfNextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + 1).toISOString();
}

function auditSearch(filters: AuditFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  if (filters.action) search.set('action', filters.action);
  if (filters.actor) search.set('actor', filters.actor);
  if (filters.subjectType) search.set('subjectType', filters.subjectType);
  if (filters.subject) search.set('subject', filters.subject);
  if (filters.fromDay) search.set('from', startOfDay(filters.fromDay));
  if (filters.toDay) search.set('to', startOfNextDay(filters.toDay));
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit(filters),
    queryFn: ({ pageParam, signal }) =>
      api(`/audit${auditSearch(filters, pageParam)}`, { schema: auditPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The log grows with every admin action anywhere: read it afresh each time the page opens.
    staleTime: 0,
  });
