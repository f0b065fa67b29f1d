import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { languageClass } from '#contract/classes';
import { coupon, couponList, type CreateCouponBody, type UpdateCouponBody } from '#contract/coupons';
import { api } from '#client/api-client.ts';

export const couponsQuery = queryOptions({
  queryKey: ['coupons'],
  queryFn: ({ signal }) => api('/coupons', { schema: couponList, signal }),
});

/** Every class, whatever its status (the admins' list): the classes a coupon can be limited to. */
export const couponClassesQuery = queryOptions({
  queryKey: ['classes', { status: 'all' }],
  queryFn: ({ signal }) => api('/classes?status=all', { schema: z.array(languageClass), signal }),
});

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => api('/coupons', { method: 'POST', body, schema: coupon }),
    onSettled: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCouponBody }) =>
      api(`/coupons/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: coupon }),
    onSettled: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
