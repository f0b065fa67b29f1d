import type { Db } from '#server/db/client';
import { transactionsOf } from '#server/db/transaction';
import { createCartsRepository } from '#server/modules/carts/carts.repository';
import { createCouponsRepository } from '#server/modules/coupons/coupons.repository';
import { createCouponRedemptions } from '#server/modules/coupons/coupons.service';
import { createMailQueue } from '#server/modules/mail/mail-queue';
import { createMailRepository } from '#server/modules/mail/mail.repository';
import { createMomentMails } from '#server/modules/mail/moment-mails';
import { createPaymentsRepository } from '#server/modules/payments/payments.repository';
import { createSeatsService } from '#server/modules/seats/seats.service';
import { createWaitlistRepository } from '#server/modules/waitlist/waitlist.repository';
import { createWaitlistService } from '#server/modules/waitlist/waitlist.service';

/** The waitlist as one server process has it, on the test's store and clock: its job and offerFreedSeats. */
export function waitlistServiceOf(db: Db, now: () => Date, offerHours = 24) {
  const mails = createMomentMails({
    enqueue: createMailQueue(createMailRepository(db)),
    siteUrl: 'http://localhost',
  });
  // Only its locks and seat facts are asked for: no holds, enrolments or events here.
  const seats = createSeatsService({
    transactions: transactionsOf(db),
    carts: createCartsRepository(db),
    payments: createPaymentsRepository(db),
    coupons: createCouponRedemptions(createCouponsRepository(db)),
    now,
    holdMinutes: 10,
  });
  return createWaitlistService({
    transactions: transactionsOf(db),
    waitlist: createWaitlistRepository(db),
    seats,
    carts: createCartsRepository(db),
    now,
    offerHours,
    queueOffer: mails.queueWaitlistOffer,
    queueWithdrawal: mails.queueWaitlistWithdrawal,
  });
}
