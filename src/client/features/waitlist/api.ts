import { queryOptions } from '@tanstack/react-query';
import { classWaitlist } from '#contract/waitlist';
import { api } from '#client/api-client.ts';

/** A class's line, for its instructor and admins. */
export function classWaitlistQuery(classId: string) {
  return queryOptions({
    queryKey: ['class-waitlist', classId],
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(classId)}/waitlist`, { schema: classWaitlist, signal }),
  });
}
