import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import type { CouponRedemptions } from '#server/modules/coupons/coupons.service';
import type { PaymentsRepository } from '#server/modules/payments/payments.repository';
import { seatsRepository } from './seats.repository.js';
import { createSeatsService } from './seats.service.js';

type SeatsDeps = Parameters<typeof createSeatsService>[0];

/** Holding, taking and giving back seats, and enrolling. It has no routes of its own. */
export function createSeats(
  deps: CoreDeps & {
    carts: CartsRepository;
    payments: PaymentsRepository;
    coupons: CouponRedemptions;
    holdMinutes: number;
    events: SeatsDeps['events'];
    offerToWaitlist: SeatsDeps['offerToWaitlist'];
  },
) {
  const seats = createSeatsService({
    events: deps.events,
    offerToWaitlist: deps.offerToWaitlist,
    transactions: deps.transactions,
    seats: seatsRepository,
    carts: deps.carts,
    payments: deps.payments,
    coupons: deps.coupons,
    now: deps.now,
    holdMinutes: deps.holdMinutes,
  });
  return defineModule('seats', { seats });
}
