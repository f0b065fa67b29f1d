import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import type { CouponsService } from '#server/modules/coupons/coupons.service';
import type { SeatsService } from '#server/modules/seats/seats.service';
import type { UsersRepository } from '#server/modules/users/users.repository';
import type { PaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

/** Paying for a cart, the payment history, and Stripe's webhook when Stripe is the processor. */
export function createPayments(
  deps: CoreDeps & {
    carts: CartsRepository;
    payments: PaymentsRepository;
    seats: SeatsService;
    users: UsersRepository;
    coupons: CouponsService;
    holdMinutes: number;
    onChargeRefunded: (transactionId: string) => Promise<unknown>;
  },
) {
  const { processor } = deps;
  const payments = createPaymentsService({
    carts: deps.carts,
    payments: deps.payments,
    seats: deps.seats,
    users: deps.users,
    coupons: deps.coupons,
    processor,
    holdMinutes: deps.holdMinutes,
    log: deps.log,
    now: deps.now,
    onChargeRefunded: deps.onChargeRefunded,
  });
  return defineModule('payments', {
    api: async (api) => {
      await api.register(paymentsRoutes, { payments, processor: processor.kind });
      if (processor.kind === 'stripe') await api.register(stripeWebhookRoutes, { payments });
    },
  });
}
