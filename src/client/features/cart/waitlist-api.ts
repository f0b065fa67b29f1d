import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api-client.ts';
import { purchaseKeys } from '#client/purchase-keys.ts';
import { joinWaitlistAnswer, leaveWaitlistAnswer, myWaitlist } from '#contract/waitlist';

// Loaded with the waitlist's buttons, when a student meets a full or selected class (select-class-button.tsx).

/** The classes the signed-in student waits for, with their place in line or the seat offered to them. */
export const myWaitlistQuery = queryOptions({
  queryKey: purchaseKeys.waitlist,
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
    onSettled: () => client.invalidateQueries({ queryKey: purchaseKeys.waitlist }),
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
        client.invalidateQueries({ queryKey: purchaseKeys.waitlist }),
        client.invalidateQueries({ queryKey: purchaseKeys.carts }),
        client.invalidateQueries({ queryKey: purchaseKeys.classes }),
      ]),
  });
}
