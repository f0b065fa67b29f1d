import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';
import { common } from './api';

// The selected classes' page's own: useMutation stays out of the Select button's code (useSimpleMutation).

export function useDeleteCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      api(`/carts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: (await common()).deletedCountAnswer,
      }),
    // An item holding a seat offered from a waitlist ends the offer.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.carts }),
        client.invalidateQueries({ queryKey: queryKeys.waitlist.mine }),
      ]),
  });
}
