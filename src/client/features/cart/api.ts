import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';
import { useSimpleMutation } from '#client/hooks/use-simple-mutation.ts';

// The Select button is on the public class lists: the schemas load with the first request that needs them.
const carts = () => import('#contract/carts');
export const common = () => import('#contract/common');

/** The signed-in student's selected classes. */
export const cartQuery = queryOptions({
  queryKey: queryKeys.carts,
  // Without `tz`, on the public pages' first load: the cart dates its refund policy in each class's own zone.
  queryFn: async ({ signal }) => api('/carts', { schema: (await carts()).cartItemList, signal }),
});

/** On the public pages' first load: see useSimpleMutation. */
export function useSelectClass() {
  const client = useQueryClient();
  return useSimpleMutation({
    mutationFn: async (classId: string) =>
      api('/carts', { method: 'POST', body: { classId }, schema: (await common()).insertedIdAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carts }),
  });
}
