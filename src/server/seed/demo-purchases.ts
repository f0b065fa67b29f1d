import { CURRENCY } from '#contract/payments';
import type { Tx } from '#server/db/transaction';
import { transactionsOf } from '#server/db/transaction';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import type { Cents } from '#server/money';
import { createCartsRepository } from '#server/modules/carts/carts.repository';
import { createCouponsRepository } from '#server/modules/coupons/coupons.repository';
import { createCouponRedemptions } from '#server/modules/coupons/coupons.service';
import { createEarningsRepository } from '#server/modules/earnings/earnings.repository';
import { createEarningsService } from '#server/modules/earnings/earnings.service';
import { createPaymentsRepository } from '#server/modules/payments/payments.repository';
import { createSeatsService } from '#server/modules/seats/seats.service';
import { createEnrolmentEvents } from '#server/modules/seats/enrolment-events';

/** One demo student's place in one demo class, bought (or, for a free class, taken) at `at`. */
export interface DemoPurchase {
  userId: string;
  email: string;
  classId: string;
  className: string;
  priceCents: Cents;
  at: Date;
}

// Stripe's test cards that succeed (visa, mastercard, amex), so receipts show a few brands.
const demoCards = ['4242424242424242', '5555555555554444', '378282246310005'];

/**
 * Buys the demo school's places the way a student's payment does, inside the seed's transaction: the
 * class goes into the student's cart, the simulated processor makes and confirms an intent for it with a test
 * card, and the seats service records it (the payment with its receipt number, the enrolment, the seat moved
 * to students, the cart item cleared, and the sale's earnings at the school's commission through the same
 * the enrolled event as the app's). A free class's place is taken by the free enrolment. No mail is queued: these are the school's past, their receipts long sent
 * (docs/decisions/demo-school-payments.md). Purchases run in the order given, which should be by date, so
 * receipt numbers follow the calendar.
 */
export async function buyDemoPlaces(tx: Tx, purchases: readonly DemoPurchase[]): Promise<void> {
  let clock = new Date(0);
  const now = () => clock;
  const processor = createSimulatedProcessor(tx, { now });
  const earnings = createEarningsService({
    repository: createEarningsRepository(tx),
    transactions: transactionsOf(tx),
    // Read only for the instructor's page; a sale takes the rate in force from the store.
    commissionPercent: () => Promise.resolve(0),
    now,
  });
  // The demo's sales count in the instructors' earnings; no receipts or waitlist for a demo store.
  const events = createEnrolmentEvents();
  events.on('enrolled', async ({ tx: on, payment }) => {
    if (payment) await earnings.recordSale(on, payment);
  });
  const seats = createSeatsService({
    transactions: transactionsOf(tx),
    carts: createCartsRepository(tx),
    payments: createPaymentsRepository(tx),
    coupons: createCouponRedemptions(createCouponsRepository(tx)),
    now,
    holdMinutes: 10,
    events,
  });

  const carts = createCartsRepository(tx);
  for (const [index, purchase] of purchases.entries()) {
    clock = purchase.at;
    const cartItemId = await carts.add(purchase.userId, purchase.classId);
    if (!cartItemId) throw new Error(`demo class ${purchase.className} is twice in a cart`);
    if (purchase.priceCents <= 0) {
      const free = await seats.enrolFree(purchase.userId, cartItemId);
      if (!free.enrolled) throw new Error(`demo class ${purchase.className}: free enrolment ${free.reason}`);
      continue;
    }
    const intent = await processor.createIntent({
      amount: purchase.priceCents,
      currency: CURRENCY,
      metadata: {
        userId: purchase.userId,
        email: purchase.email,
        classId: purchase.classId,
        className: purchase.className,
        cartItemId,
      },
    });
    const number = demoCards[index % demoCards.length]!;
    await processor.confirm({
      clientSecret: intent.clientSecret,
      card: { number, expMonth: 12, expYear: purchase.at.getUTCFullYear() + 3, cvc: '123' },
      userId: purchase.userId,
    });
    const paid = await processor.retrieve(intent.id);
    if (!paid || paid.status !== 'succeeded') throw new Error(`demo payment ${intent.id} did not succeed`);
    const recorded = await seats.enrolPaid({
      transactionId: paid.id,
      amountCents: paid.amount,
      userId: purchase.userId,
      classId: purchase.classId,
      className: purchase.className,
      cartItemId,
      card: paid.card,
    });
    if (recorded.status !== 'paid') {
      throw new Error(`demo payment for ${purchase.className} was refused: ${recorded.refundReason}`);
    }
  }
}
