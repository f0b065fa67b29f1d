import { queryOptions } from '@tanstack/react-query';
import type { ClassDetails, ClassFacets, LanguageClass, ListClassesRequest } from '#contract/classes';
import type { ClassSessionsAnswer } from '#contract/sessions';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

const queryString = (filter: ListClassesRequest) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
};

export function classesQuery(filter: ListClassesRequest = {}) {
  return queryOptions({
    queryKey: queryKeys.classes.list(filter),
    // A public read: typed, not parsed, so the public pages load no zod (docs/decisions/public-first-load.md).
    queryFn: ({ signal }) => api<LanguageClass[]>(`/classes${queryString(filter)}`, { signal }),
  });
}

/** How many classes each of the catalogue's choices would list beside the filters set. */
export function classFacetsQuery(filter: ListClassesRequest) {
  return queryOptions({
    queryKey: queryKeys.classes.facets(filter),
    queryFn: ({ signal }) => api<ClassFacets>(`/classes/facets${queryString(filter)}`, { signal }),
  });
}

/** One class, for its page; under ['classes'], so any change to classes refreshes it. */
export function classQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.classes.page(id),
    queryFn: ({ signal }) => api<ClassDetails>(`/classes/${encodeURIComponent(id)}`, { signal }),
  });
}

/** A class's sessions with where they meet; the meeting link only when the viewer may have it. */
export function classSessionsQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.classes.pageSessions(id),
    queryFn: ({ signal }) =>
      api<ClassSessionsAnswer>(`/classes/${encodeURIComponent(id)}/sessions`, { signal }),
  });
}
