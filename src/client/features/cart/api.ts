import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartItem, cartItemList } from '#contract/carts';
import { deletedCountAnswer, insertedIdAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { purchaseKeys } from '#client/purchase-keys.ts';

/** The signed-in student's selected classes. */
export const cartQuery = queryOptions({
  queryKey: purchaseKeys.carts,
  queryFn: ({ signal }) => api('/carts', { schema: cartItemList, signal }),
});

/** One selected class, from the server, so the payment page works after a reload. */
export function cartItemQuery(id: string) {
  return queryOptions({
    queryKey: purchaseKeys.cartItem(id),
    queryFn: ({ signal }) => api(`/carts/${encodeURIComponent(id)}`, { schema: cartItem, signal }),
  });
}

export function useSelectClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      api('/carts', { method: 'POST', body: { classId }, schema: insertedIdAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: purchaseKeys.carts }),
  });
}

export function useDeleteCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/carts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: purchaseKeys.carts }),
  });
}

/** A class with price 0 needs no payment: the server enrols the student straight from the cart. */
export function useEnrolFree() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/carts/${encodeURIComponent(id)}/enrol-free`, {
        method: 'POST',
        body: {},
        schema: insertedIdAnswer,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: purchaseKeys.carts }),
        client.invalidateQueries({ queryKey: purchaseKeys.enrolled }),
        client.invalidateQueries({ queryKey: purchaseKeys.classes }),
      ]),
  });
}
