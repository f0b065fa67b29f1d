import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import { createCouponsRepository } from './coupons.repository.js';
import { couponsRoutes } from './coupons.routes.js';
import { createCouponRedemptions, createCouponsService } from './coupons.service.js';

/** Coupons: the admins' list, a cart item's coupon, and a redemption at enrolment. */
export function createCoupons(deps: CoreDeps & { carts: CartsRepository }) {
  const repository = createCouponsRepository(deps.store.db);
  const coupons = createCouponsService({
    repository,
    carts: deps.carts,
    transactions: deps.transactions,
    now: deps.now,
  });
  return defineModule('coupons', {
    coupons,
    redemptions: createCouponRedemptions(repository),
    api: (api) => api.register(couponsRoutes, { coupons }),
  });
}
