import { queryOptions } from '@tanstack/react-query';
import { enrolledClassList } from '#contract/payments';
import { mySessionsAnswer } from '#contract/sessions';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** The signed-in student's enrolled classes. */
export const enrolledQuery = queryOptions({
  queryKey: queryKeys.enrolled.all,
  queryFn: ({ signal }) => api('/enrolled', { schema: enrolledClassList, signal }),
});

/** The coming sessions of the student's classes; under the enrolled key, so a purchase refreshes them. */
export const mySessionsQuery = queryOptions({
  queryKey: queryKeys.enrolled.sessions,
  queryFn: ({ signal }) => api('/me/sessions', { schema: mySessionsAnswer, signal }),
});
