import type { FastifyBaseLogger } from 'fastify';
import { MAX_HOLD_RENEWALS } from '#contract/cart-rules';
import { DEFAULT_WAITLIST_MAX_LINES, type ClassWaitlist, type MyWaitlistEntry } from '#contract/waitlist';
import { DUPLICATE, type Transactions, type Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { createRepeatingJob } from '#server/jobs/repeating-job';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import { ineligibility } from '#server/modules/seats/rules/eligibility';
import { seatFor, seatsLeft } from '#server/modules/seats/rules/seat-rule';
import type { LockedClass, SeatsService } from '#server/modules/seats/seats.service';
import { requireForSale, type ClassSale } from '#server/modules/seats/rules/class-sale';
import type { Viewer } from '#server/viewer';
import type { WaitlistRepository } from './waitlist.repository.js';

/** A student taken out of a class's line because the class stopped selling seats. */
export interface WaitlistWithdrawal {
  entryId: string;
  classId: string;
  className: string;
  /** Whether a seat had been offered to them (its hold ends now). */
  offered: boolean;
  /** Ended: every session took place; started: the school takes no students once a class has begun. */
  because: 'ended' | 'started';
  student: { id: string; name: string; email: string };
}

export interface WaitlistOffer {
  entryId: string;
  classId: string;
  className: string;
  cartItemId: string;
  until: Date;
  hours: number;
  student: { id: string; name: string; email: string };
}

/** What the waitlist asks of the seats service: locks, and the facts a seat is decided on under them. */
type SeatFacts = Pick<
  SeatsService,
  'lockClass' | 'lockStudentAndClass' | 'saleOf' | 'isEnrolled' | 'countHoldsByOthers'
>;

/**
 * The waitlist of full classes (docs/decisions/waitlist.md): students join in the order they come; a seat
 * that frees is offered to the first of them as a seat hold in their cart until the offer ends, with a mail;
 * an offer not paid for in time passes to the next. Every offer is decided under the class's row lock, so
 * one freed seat is one offer however many requests notice it at once. The line serves students who can
 * pay: joining needs a verified address, and a student in line who has none yet (one who joined before the
 * rule) keeps their place but is passed over until they verify it.
 */
export function createWaitlistService(deps: {
  transactions: Transactions;
  waitlist: WaitlistRepository;
  /** The enrolment domain: the class's (and student's) lock, and the seat and sale facts read under it. */
  seats: SeatFacts;
  carts: CartsRepository;
  now: () => Date;
  offerHours: number;
  /** How many lines one student may be in at once (WAITLIST_MAX_LINES). */
  maxLines?: number;
  /** Queues the offer's mail inside the offer's transaction. */
  queueOffer: (tx: Tx, offer: WaitlistOffer) => Promise<void>;
  /** Queues the mail telling a student their offer (or place) was withdrawn, in the same transaction. */
  queueWithdrawal?: (tx: Tx, withdrawal: WaitlistWithdrawal) => Promise<void>;
  log?: FastifyBaseLogger;
}) {
  const { transactions, waitlist, seats, carts, now, offerHours, queueOffer, queueWithdrawal } = deps;

  const saleAt = (tx: Tx, cls: LockedClass, at: Date) => seats.saleOf(tx, cls, at);

  /**
   * A class no longer for sale offers nothing: its offers are withdrawn, their holds end, and each student
   * is told. Once it has ended, those still waiting leave the line too (a class that has started may yet
   * take late students if the school allows it, so they keep their place).
   */
  async function withdrawLine(tx: Tx, cls: LockedClass, sale: ClassSale, at: Date): Promise<void> {
    const ended = sale.state === 'ended';
    const withdrawn = await waitlist.withdraw(tx, cls.id, at, ended ? ['waiting', 'offered'] : ['offered']);
    for (const entry of withdrawn) {
      if (entry.status === 'offered') await carts.endHoldOf(tx, entry.userId, cls.id, at);
      await queueWithdrawal?.(tx, {
        entryId: entry.id,
        classId: cls.id,
        className: cls.name,
        offered: entry.status === 'offered',
        because: ended ? 'ended' : 'started',
        student: { id: entry.userId, name: entry.name, email: entry.email },
      });
    }
  }
  const maxLines = deps.maxLines ?? DEFAULT_WAITLIST_MAX_LINES;

  /**
   * Inside a transaction that holds the class's row lock: settles the line (students now enrolled are
   * accepted, offers that ran out or lost their hold expire) and offers every seat beyond the live holds to
   * the students first in line. Answers how many offers it made.
   */
  async function offerInLockedClass(tx: Tx, cls: LockedClass, at: Date): Promise<number> {
    await waitlist.acceptEnrolled(tx, cls.id, at);
    await waitlist.expireOffers(tx, cls.id, at);
    if (cls.status !== 'approved') return 0;
    const sale = await saleAt(tx, cls, at);
    if (!sale.forSale) {
      await withdrawLine(tx, cls, sale, at);
      return 0;
    }
    let free = seatsLeft(cls.availableSeats, await waitlist.countLiveHolds(tx, cls.id, at));
    let offered = 0;
    while (free > 0) {
      const next = await waitlist.firstWaiting(tx, cls.id);
      if (!next) break;
      if (next.instructorOfClass) {
        // Made the class's instructor since joining: they cannot take a seat in it.
        await waitlist.end(tx, next.id, 'left', at);
        continue;
      }
      const until = new Date(at.getTime() + offerHours * 3_600_000);
      const cartItemId = await carts.holdForOffer(tx, {
        userId: next.userId,
        classId: cls.id,
        until,
        renewals: MAX_HOLD_RENEWALS,
      });
      await waitlist.markOffered(tx, next.id, at, until);
      await queueOffer(tx, {
        entryId: next.id,
        classId: cls.id,
        className: cls.name,
        cartItemId,
        until,
        hours: offerHours,
        student: { id: next.userId, name: next.name, email: next.email },
      });
      free -= 1;
      offered += 1;
    }
    return offered;
  }

  function offerOnce(classId: string): Promise<number> {
    const at = now();
    return transactions.run(async (tx) => {
      const cls = await seats.lockClass(tx, classId);
      return cls ? offerInLockedClass(tx, cls, at) : 0;
    });
  }

  /**
   * This process's offers of each class: one run at a time, and at most one more queued behind it. A burst
   * of freed seats in one class (many cancellations at once) would otherwise hold a database connection per
   * request, each waiting for the class's lock, until the pool runs dry.
   */
  const offerLines = new Map<string, { queued: Promise<number> | null; last: Promise<unknown> }>();

  /**
   * Offers the free seats of a class to its waitlist; call it after the commit that freed a seat. A caller
   * arriving while a run is queued shares it (that run starts after the caller's commit, so it sees the
   * freed seat) and is told 0, so the counts of all callers add up to the offers made.
   */
  function offerFreedSeats(classId: string): Promise<number> {
    let line = offerLines.get(classId);
    if (!line) {
      line = { queued: null, last: Promise.resolve() };
      offerLines.set(classId, line);
    }
    if (line.queued) return line.queued.then(() => 0);
    const own = line;
    const run = own.last
      .catch(() => undefined)
      .then(() => {
        own.queued = null;
        return offerOnce(classId);
      });
    own.queued = run;
    own.last = run;
    void run
      .catch(() => undefined)
      .then(() => {
        if (own.last === run && offerLines.get(classId) === own) offerLines.delete(classId);
      });
    return run;
  }

  /** offerFreedSeats for a caller that must not fail because of it: errors are logged. */
  async function offerFreedSeatsQuietly(classId: string): Promise<void> {
    await offerFreedSeats(classId).catch((error: unknown) =>
      deps.log?.error(
        { err: error, classId },
        'the freed seats could not be offered; the job will try again',
      ),
    );
  }

  /** Every class where an offer ran out or a seat is free while students wait. */
  async function runOnce(): Promise<number> {
    let offered = 0;
    for (const classId of await waitlist.classesToOffer(now())) offered += await offerFreedSeats(classId);
    return offered;
  }

  return {
    offerInLockedClass,

    /** The seats service's hook before it gives a free seat: one count when nobody waits. */
    async offerBeforeSeat(tx: Tx, cls: LockedClass, at: Date): Promise<number> {
      if ((await waitlist.countOfferable(tx, cls.id)) === 0) return 0;
      return offerInLockedClass(tx, cls, at);
    },

    /** A student who just enrolled leaves the line of that class as accepted, in the enrolment's transaction. */
    acceptEnrolled(tx: Tx, classId: string, userId: string): Promise<void> {
      return waitlist.acceptEnrolled(tx, classId, now(), userId);
    },

    offerFreedSeats,
    offerFreedSeatsQuietly,
    runOnce,

    /** The periodic job of a server process: offers that ran out pass on, seats freed by ended holds go out. */
    createJob(pollMs = 60_000) {
      return createRepeatingJob({
        run: runOnce,
        pollMs,
        onError: (error) =>
          deps.log?.error({ err: error }, 'the waitlist offers could not be made; will try again'),
      });
    },

    async join(viewer: Viewer, classId: string): Promise<{ position: number }> {
      // An address nobody has shown to be theirs could never pay for the seat its place would hold.
      if (!viewer.emailVerified)
        throw AppError.conflict(serverText('email_unverified.waitlist'), 'email_unverified');
      const at = now();
      const result = await transactions.runUnlessDuplicate(async (tx) => {
        // The student's lock first: it serialises their joins across classes, so parallel joins keep the cap.
        const cls = await seats.lockStudentAndClass(tx, viewer.id, classId);
        const sale = cls ? await saleAt(tx, cls, at) : null;
        const enrolled = !!cls && (await seats.isEnrolled(tx, viewer.id, cls.id));
        const refusal = ineligibility({ userId: viewer.id, cls, sale, enrolled });
        if (refusal === 'unavailable' || !cls || !sale)
          throw AppError.notFound(serverText('not_found.class'));
        // 409, not 403: the client signs out on any 403.
        if (refusal === 'own-class') throw AppError.conflict(serverText('conflict.waitlist_own_class'));
        if (refusal === 'not-for-sale') requireForSale(sale);
        if (refusal === 'already-enrolled') throw AppError.conflict(serverText('conflict.already_enrolled'));
        if (await waitlist.findOpen(tx, cls.id, viewer.id))
          throw AppError.conflict(serverText('conflict.waitlist_already'));
        const heldByOthers = await seats.countHoldsByOthers(tx, cls.id, viewer.id, at);
        const seatFree = seatFor(cls.availableSeats, heldByOthers, false) === 'free';
        if (seatFree && (await waitlist.countOfferable(tx, cls.id)) === 0) {
          throw AppError.conflict(serverText('conflict.waitlist_seat_free'));
        }
        if ((await waitlist.countOpenOfStudent(tx, viewer.id)) >= maxLines) {
          throw AppError.conflict(serverText('waitlist_limit', { lines: maxLines }), 'waitlist_limit');
        }
        return { position: await waitlist.insert(tx, { classId: cls.id, userId: viewer.id, joinedAt: at }) };
      });
      if (result === DUPLICATE) throw AppError.conflict(serverText('conflict.waitlist_already'));
      // Joining a line that has a free seat (others were waiting for it): the seat goes out now.
      await offerFreedSeatsQuietly(classId);
      return result;
    },

    /** Leaves the line; leaving with a seat offered declines it, and it goes to the next student at once. */
    async leave(viewer: Viewer, classId: string): Promise<{ left: boolean }> {
      const at = now();
      await transactions.run(async (tx) => {
        const cls = await seats.lockClass(tx, classId);
        const entry = cls ? await waitlist.findOpen(tx, cls.id, viewer.id) : null;
        if (!cls || !entry) throw AppError.notFound(serverText('not_found.waitlist_not_on'));
        await waitlist.end(tx, entry.id, 'left', at);
        if (entry.status === 'offered') {
          await carts.endHoldOf(tx, viewer.id, cls.id, at);
          await offerInLockedClass(tx, cls, at);
        }
      });
      return { left: true };
    },

    async mine(viewer: Viewer): Promise<MyWaitlistEntry[]> {
      const rows = await waitlist.listOfStudent(viewer.id, now());
      return rows.map((row) => ({
        classId: row.classId,
        className: row.className,
        status: row.status,
        position: row.status === 'waiting' ? row.rank : null,
        offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
        cartItemId: row.status === 'offered' ? row.cartItemId : null,
      }));
    },

    /** The line of one class: its instructor and admins; emails for admins only. */
    async ofClass(viewer: Viewer, classId: string): Promise<ClassWaitlist> {
      const cls = await waitlist.findClass(classId);
      if (!cls) throw AppError.notFound(serverText('not_found.class'));
      // 404, not 403: the client signs out on any 403, and another instructor's line is not theirs to know.
      if (viewer.role !== 'admin' && cls.instructorId !== viewer.id)
        throw AppError.notFound(serverText('not_found.class'));
      const rows = await waitlist.listOfClass(classId);
      return {
        classId,
        className: cls.name,
        entries: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: viewer.role === 'admin' ? row.email : null,
          status: row.status,
          position: row.status === 'waiting' ? row.rank : null,
          joinedAt: row.joinedAt.toISOString(),
          offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
