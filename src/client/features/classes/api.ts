import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { languageClass, type ListClassesQuery } from '#contract/classes';
import { api } from '#client/api-client.ts';

export function classesQuery(filter: ListClassesQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return queryOptions({
    queryKey: ['classes', filter],
    queryFn: ({ signal }) =>
      api(`/classes${search ? `?${search}` : ''}`, { schema: z.array(languageClass), signal }),
  });
}
