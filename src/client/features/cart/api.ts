import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api-client.ts';
import { purchaseKeys } from '#client/purchase-keys.ts';

// The Select button is on the public class lists: the schemas load with the first request that needs them.
const carts = () => import('#contract/carts');
const common = () => import('#contract/common');

/** The signed-in student's selected classes. */
export const cartQuery = queryOptions({
  queryKey: purchaseKeys.carts,
  // Without `tz`, on the public pages' first load: the cart dates its refund policy in each class's own zone.
  queryFn: async ({ signal }) => api('/carts', { schema: (await carts()).cartItemList, signal }),
});

export function useSelectClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (classId: string) =>
      api('/carts', { method: 'POST', body: { classId }, schema: (await common()).insertedIdAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: purchaseKeys.carts }),
  });
}

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
        client.invalidateQueries({ queryKey: purchaseKeys.carts }),
        client.invalidateQueries({ queryKey: purchaseKeys.waitlist }),
      ]),
  });
}

export function useEnrolFree() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      api(`/carts/${encodeURIComponent(id)}/enrol-free`, {
        method: 'POST',
        body: {},
        schema: (await common()).insertedIdAnswer,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: purchaseKeys.carts }),
        client.invalidateQueries({ queryKey: purchaseKeys.enrolled }),
        client.invalidateQueries({ queryKey: purchaseKeys.classes }),
      ]),
  });
}
