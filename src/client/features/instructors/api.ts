import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { instructor } from '../../../contract/users';
import { api } from '../../api-client';

export function instructorsQuery(limit?: number) {
  return queryOptions({
    queryKey: ['instructors', { limit }],
    queryFn: ({ signal }) =>
      api(`/instructors${limit ? `?limit=${limit}` : ''}`, { schema: z.array(instructor), signal }),
  });
}
