import type { RefundPolicy } from '#contract/school-settings';
import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { SeatsService } from '#server/modules/seats/seats.service';
import type { CartsRepository } from './carts.repository.js';
import { cartsRoutes } from './carts.routes.js';
import { createCartsService } from './carts.service.js';

/** A student's selected classes, each holding a seat while they pay. */
export function createCarts(
  deps: CoreDeps & {
    carts: CartsRepository;
    seats: SeatsService;
    refundPolicy: () => Promise<RefundPolicy>;
  },
) {
  const carts = createCartsService({
    carts: deps.carts,
    seats: deps.seats,
    processor: deps.processor,
    now: deps.now,
    log: deps.log,
    refundPolicy: deps.refundPolicy,
  });
  return defineModule('carts', { api: (api) => api.register(cartsRoutes, { carts }) });
}
