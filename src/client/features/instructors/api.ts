import { queryOptions } from '@tanstack/react-query';
import type { InstructorPage } from '#contract/instructors';
import type { Instructor } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

// Public reads: typed, not parsed, so the public pages load no zod (docs/decisions/public-first-load.md).

export function instructorsQuery(limit?: number) {
  return queryOptions({
    queryKey: queryKeys.instructors.list(limit),
    queryFn: ({ signal }) => api<Instructor[]>(`/instructors${limit ? `?limit=${limit}` : ''}`, { signal }),
  });
}

/** One instructor's page; under ['instructors'], so a profile or role change refreshes it. */
export function instructorPageQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.instructors.page(id),
    queryFn: ({ signal }) => api<InstructorPage>(`/instructors/${encodeURIComponent(id)}`, { signal }),
  });
}
