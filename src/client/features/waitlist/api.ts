import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { classWaitlist, joinWaitlistAnswer, leaveWaitlistAnswer, myWaitlist } from '#contract/waitlist';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

// A class's line, both sides: the student's place and buttons (loaded when a student meets a full or selected
// class, see pages/class-action.tsx), and the line as its instructor and admins read it.

/** The classes the signed-in student waits for, with their place in line or the seat offered to them. */
export const myWaitlistQuery = queryOptions({
  queryKey: queryKeys.waitlist.mine,
  queryFn: ({ signal }) => api('/me/waitlist', { schema: myWaitlist, signal }),
});

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      api(`/classes/${encodeURIComponent(classId)}/waitlist`, {
        method: 'POST',
        body: {},
        schema: joinWaitlistAnswer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.waitlist.mine }),
  });
}

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      api(`/classes/${encodeURIComponent(classId)}/waitlist`, {
        method: 'DELETE',
        schema: leaveWaitlistAnswer,
      }),
    // Leaving with a seat offered gives the seat back: the cart and the seats move too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.waitlist.mine }),
        client.invalidateQueries({ queryKey: queryKeys.carts }),
        client.invalidateQueries({ queryKey: queryKeys.classes.all }),
      ]),
  });
}

/** A class's line, for its instructor and admins. */
export function classWaitlistQuery(classId: string) {
  return queryOptions({
    queryKey: queryKeys.waitlist.ofClass(classId),
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(classId)}/waitlist`, { schema: classWaitlist, signal }),
  });
}
