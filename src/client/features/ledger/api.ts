import { infiniteQueryOptions } from '@tanstack/react-query';
import { ledgerPage, type LedgerKind } from '#contract/ledger';
import type { PaymentStatus } from '#contract/payments';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** The filters as the page's address holds them; days are the school's (the server reads them so). */
export interface LedgerFilters {
  from?: string;
  to?: string;
  kind?: LedgerKind;
  status?: PaymentStatus;
  class?: string;
  instructor?: string;
  student?: string;
}

export const ledgerFilterKeys = ['from', 'to', 'kind', 'status', 'class', 'instructor', 'student'] as const;

/** The filters as a query string, the same for the page and for its CSV. */
function ledgerSearch(filters: LedgerFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  for (const key of ledgerFilterKeys) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The CSV of exactly these filters (a download: the browser sends the cookie). */
export const ledgerCsvUrl = (filters: LedgerFilters) => `/api/ledger.csv${ledgerSearch(filters)}`;

export const ledgerQuery = (filters: LedgerFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ledger(filters),
    queryFn: ({ pageParam, signal }) =>
      api(`/ledger${ledgerSearch(filters, pageParam)}`, { schema: ledgerPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Money moves with every purchase anywhere: read it afresh each time the page opens.
    staleTime: 0,
  });
