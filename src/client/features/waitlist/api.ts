import { queryOptions } from '@tanstack/react-query';
import { classWaitlist } from '#contract/waitlist';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** A class's line, for its instructor and admins. */
export function classWaitlistQuery(classId: string) {
  return queryOptions({
    queryKey: queryKeys.waitlist.ofClass(classId),
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(classId)}/waitlist`, { schema: classWaitlist, signal }),
  });
}
