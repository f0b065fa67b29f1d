import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import type { MomentMails } from '#server/modules/mail/moment-mails';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { createWaitlistRepository } from './waitlist.repository.js';
import { waitlistRoutes } from './waitlist.routes.js';
import { createWaitlistService } from './waitlist.service.js';

export interface WaitlistSettings {
  /** How long a seat offered to the first student in line is held for them (WAITLIST_OFFER_HOURS). */
  offerHours?: number;
  /** How many waitlists one student may be in at once (WAITLIST_MAX_LINES). */
  maxLines?: number;
  /** Run the job that passes expired offers on and offers seats freed by ended holds in this process. */
  offers?: { run: boolean; pollMs?: number };
}

/** The line for a full class, its offers, and the job that passes them on. */
export function createWaitlist(
  deps: CoreDeps & {
    seats: SeatsService;
    carts: CartsRepository;
    momentMails: MomentMails;
    settings: WaitlistSettings;
  },
) {
  const { settings, momentMails } = deps;
  const waitlist = createWaitlistService({
    transactions: deps.transactions,
    waitlist: createWaitlistRepository(deps.store.db),
    seats: deps.seats,
    carts: deps.carts,
    now: deps.now,
    offerHours: settings.offerHours ?? 24,
    maxLines: settings.maxLines,
    queueOffer: momentMails.queueWaitlistOffer,
    queueWithdrawal: momentMails.queueWaitlistWithdrawal,
    log: deps.log,
  });
  return defineModule('waitlist', {
    waitlist,
    jobs: settings.offers?.run ? [waitlist.createJob(settings.offers.pollMs)] : [],
    api: (api) => api.register(waitlistRoutes, { waitlist }),
  });
}
