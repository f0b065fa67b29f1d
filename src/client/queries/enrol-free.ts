import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedIdAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/**
 * Enrols in a cart item that costs nothing, a free class or one its coupon makes free, without a card (the
 * server records a payment of 0): from the selected classes and from the payment page.
 */
export function useEnrolFree() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: string) =>
      api(`/carts/${encodeURIComponent(cartItemId)}/enrol-free`, {
        method: 'POST',
        body: {},
        schema: insertedIdAnswer,
      }),
    onSettled: () =>
      Promise.all(
        [queryKeys.carts, queryKeys.enrolled.all, queryKeys.payments.all, queryKeys.classes.all].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
