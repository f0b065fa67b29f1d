import type { Db } from '#server/db/client';
import { transactionsOf } from '#server/db/transaction';
import { createCartsRepository } from '#server/modules/carts/carts.repository';
import { createMailQueue } from '#server/modules/mail/mail-queue';
import { createMailRepository } from '#server/modules/mail/mail.repository';
import { createMomentMails } from '#server/modules/mail/moment-mails';
import { seatsRepository } from '#server/modules/seats/seats.repository';
import { createWaitlistRepository } from '#server/modules/waitlist/waitlist.repository';
import { createWaitlistService } from '#server/modules/waitlist/waitlist.service';

/** The waitlist as one server process has it, on the test's store and clock: its job and offerFreedSeats. */
export function waitlistServiceOf(db: Db, now: () => Date, offerHours = 24) {
  const mails = createMomentMails({
    enqueue: createMailQueue(createMailRepository(db)),
    siteUrl: 'http://localhost',
  });
  return createWaitlistService({
    transactions: transactionsOf(db),
    waitlist: createWaitlistRepository(db),
    seats: seatsRepository,
    carts: createCartsRepository(db),
    now,
    offerHours,
    queueOffer: mails.queueWaitlistOffer,
    queueWithdrawal: mails.queueWaitlistWithdrawal,
  });
}
