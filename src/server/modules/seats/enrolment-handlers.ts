import type { EarningsService } from '#server/modules/earnings/earnings.service';
import type { ReceiptsService } from '#server/modules/receipts/receipts.service';
import type { WaitlistService } from '#server/modules/waitlist/waitlist.service';
import type { EnrolmentEventBus } from './enrolment-events.js';

/**
 * The side effects of enrolments: a paid enrolment records the instructor's sale and queues the receipt,
 * an enrolled student leaves the class's waitlist, and a freed seat goes to the waitlist.
 */
export function registerEnrolmentHandlers(
  events: EnrolmentEventBus,
  deps: {
    earnings: Pick<EarningsService, 'recordSale'>;
    receipts: Pick<ReceiptsService, 'queueReceipt'>;
    waitlist: Pick<WaitlistService, 'acceptEnrolled' | 'offerFreedSeatsQuietly'>;
  },
): void {
  events.on('enrolled', async ({ tx, payment }) => {
    if (!payment) return;
    await deps.earnings.recordSale(tx, payment);
    await deps.receipts.queueReceipt(tx, payment);
  });
  events.on('enrolled', async ({ tx, classId, userId, inWaitlist }) => {
    if (inWaitlist !== false) await deps.waitlist.acceptEnrolled(tx, classId, userId);
  });
  events.on('seatFreed', ({ classId }) => deps.waitlist.offerFreedSeatsQuietly(classId));
}
