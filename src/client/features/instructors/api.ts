import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { instructorPage } from '#contract/instructors';
import { instructor } from '#contract/users';
import { api } from '#client/api-client.ts';

export function instructorsQuery(limit?: number) {
  return queryOptions({
    queryKey: ['instructors', { limit }],
    queryFn: ({ signal }) =>
      api(`/instructors${limit ? `?limit=${limit}` : ''}`, { schema: z.array(instructor), signal }),
  });
}

/** One instructor's page; under ['instructors'], so a profile or role change refreshes it. */
export function instructorPageQuery(id: string) {
  return queryOptions({
    queryKey: ['instructors', 'page', id],
    queryFn: ({ signal }) =>
      api(`/instructors/${encodeURIComponent(id)}`, { schema: instructorPage, signal }),
  });
}
