import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminRefundAnswer,
  cancellationAnswer,
  cancellationQuote,
  refundList,
  type AdminRefundBody,
} from '#contract/refunds';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** What cancelling this enrolment gives back now; asked afresh each time the dialog opens. */
export function cancellationQuery(enrolmentId: string) {
  return queryOptions({
    queryKey: queryKeys.cancellation(enrolmentId),
    queryFn: ({ signal }) =>
      api(`/enrolments/${enrolmentId}/cancellation`, { schema: cancellationQuote, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** A cancellation moves a seat and money: the enrolled list, payments and class seats are read again. */
function usePurchaseRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.enrolled.all, queryKeys.payments.all, queryKeys.classes.all, queryKeys.refunds].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCancelEnrolment(enrolmentId: string) {
  const refresh = usePurchaseRefresh();
  return useMutation({
    mutationFn: (expectedRefund: number) =>
      api(`/enrolments/${enrolmentId}/cancel`, {
        method: 'POST',
        body: { expectedRefund },
        schema: cancellationAnswer,
      }),
    onSettled: refresh,
  });
}

export const refundsQuery = queryOptions({
  queryKey: queryKeys.refunds,
  queryFn: ({ signal }) => api('/refunds', { schema: refundList, signal }),
});

export function useAdminRefund(paymentId: string) {
  const refresh = usePurchaseRefresh();
  return useMutation({
    mutationFn: (body: AdminRefundBody) =>
      api(`/payments/${paymentId}/refunds`, { method: 'POST', body, schema: adminRefundAnswer }),
    onSettled: refresh,
  });
}
