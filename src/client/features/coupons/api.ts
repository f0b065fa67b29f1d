import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { coupon, couponList, type CreateCouponBody, type UpdateCouponBody } from '#contract/coupons';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const couponsQuery = queryOptions({
  queryKey: queryKeys.coupons,
  queryFn: ({ signal }) => api('/coupons', { schema: couponList, signal }),
});

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => api('/coupons', { method: 'POST', body, schema: coupon }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coupons }),
  });
}

export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCouponBody }) =>
      api(`/coupons/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: coupon }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coupons }),
  });
}
