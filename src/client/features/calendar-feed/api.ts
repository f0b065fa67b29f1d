import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedCreated, calendarFeedStatus, type CalendarFeedStatus } from '#contract/calendar';
import { deletedCountAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** Whether the signed-in account has a calendar feed (its URL is never sent again after it is made). */
export const calendarFeedQuery = queryOptions({
  queryKey: queryKeys.calendarFeed,
  queryFn: ({ signal }) => api('/calendar/feed', { schema: calendarFeedStatus, signal }),
});

/** Makes the feed, or renews it (the old URL stops working); answers the new URL. */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/calendar/feed', { method: 'POST', body: {}, schema: calendarFeedCreated }),
    onSuccess: (created) =>
      client.setQueryData<CalendarFeedStatus>(calendarFeedQuery.queryKey, {
        feed: { createdAt: created.createdAt, lastUsedAt: null },
      }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/calendar/feed', { method: 'DELETE', body: {}, schema: deletedCountAnswer }),
    onSuccess: () => client.setQueryData<CalendarFeedStatus>(calendarFeedQuery.queryKey, { feed: null }),
  });
}
