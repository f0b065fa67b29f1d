import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentIntentAnswer,
  paymentList,
  paymentsConfig,
  recordPaymentAnswer,
  simulatedConfirmAnswer,
  type SimulatedCard,
} from '#contract/payments';
import { appliedCoupon } from '#contract/coupons';
import { modifiedCountAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** Which processor runs (simulated or Stripe); it does not change while the server runs. */
export const paymentsConfigQuery = queryOptions({
  queryKey: queryKeys.payments.config,
  queryFn: ({ signal }) => api('/payments/config', { schema: paymentsConfig, signal }),
  staleTime: Infinity,
});

/** A user's payments, newest first, as the server sends them. */
export function paymentHistoryQuery(email: string) {
  return queryOptions({
    queryKey: queryKeys.payments.history(email),
    queryFn: ({ signal }) => api(`/payments/${encodeURIComponent(email)}`, { schema: paymentList, signal }),
  });
}

/**
 * Asking for a payment intent holds a seat for this student; asking again reuses the intent and extends a
 * running hold once (the server caps it). A query (not a mutation) so React's double mount in development
 * and a quick revisit share one request; never cached, so each visit asks again.
 */
export function paymentIntentQuery(cartItemId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.intent(cartItemId),
    queryFn: () =>
      api('/create-payment-intent', {
        method: 'POST',
        body: { cartItemId },
        schema: paymentIntentAnswer,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function confirmSimulatedPayment(clientSecret: string, card: SimulatedCard) {
  return api('/payments/simulated/confirm', {
    method: 'POST',
    body: { clientSecret, card },
    schema: simulatedConfirmAnswer,
  });
}

/** Records a payment the processor confirmed; the server asks the processor itself before it enrols. */
export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; cartItemId: string }) =>
      api('/payments', { method: 'POST', body, schema: recordPaymentAnswer }),
    onSettled: () =>
      Promise.all(
        [
          queryKeys.carts,
          queryKeys.enrolled.all,
          queryKeys.payments.all,
          queryKeys.classes.all,
          queryKeys.waitlist.mine,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** After a coupon changes, the item and its intent (whose amount follows the coupon) are asked for again. */
function useCouponChanged(cartItemId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.cartItem(cartItemId) }),
      client.invalidateQueries({ queryKey: queryKeys.payments.intent(cartItemId) }),
    ]);
}

/** "Have a coupon?": the server checks the code for this item and answers the new total. */
export function useApplyCoupon(cartItemId: string) {
  const changed = useCouponChanged(cartItemId);
  return useMutation({
    mutationFn: (code: string) =>
      api(`/carts/${encodeURIComponent(cartItemId)}/coupon`, {
        method: 'PUT',
        body: { code },
        schema: appliedCoupon,
      }),
    onSuccess: changed,
  });
}

export function useRemoveCoupon(cartItemId: string) {
  const changed = useCouponChanged(cartItemId);
  return useMutation({
    mutationFn: () =>
      api(`/carts/${encodeURIComponent(cartItemId)}/coupon`, {
        method: 'DELETE',
        schema: modifiedCountAnswer,
      }),
    onSuccess: changed,
  });
}
