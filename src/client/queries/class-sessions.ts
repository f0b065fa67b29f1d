import { queryOptions } from '@tanstack/react-query';
import { classSessionsAnswer } from '#contract/sessions';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/**
 * A class's sessions, parsed, with the meeting link when the viewer may have it: the instructor's Sessions
 * dialog and the cart's clash warnings. The public class page reads the same address unparsed under its own
 * key (classes/api.ts), so the public pages load no zod.
 */
export function classSessionsQuery(classId: string) {
  return queryOptions({
    queryKey: queryKeys.classes.sessions(classId),
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(classId)}/sessions`, { schema: classSessionsAnswer, signal }),
  });
}
