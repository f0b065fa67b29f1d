import { ALREADY_ENROLLED, CLASS_FULL, NO_SUCH_ITEM, OWN_CLASS_PAY, SEATS_HELD } from '#contract/carts';
import type { EnrolledClass } from '#contract/payments';
import { MY_SESSIONS_MAX, type MySession } from '#contract/sessions';
import { AppError } from '#server/errors';
import { saleRefusal } from '#server/modules/seats/rules/class-sale';
import { dollarsFromCents } from '#server/money';
import type { Viewer } from '#server/viewer';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { timetableSessionAnswer } from '#server/modules/classes/timetable-session';
import type { EnrolmentsRepository } from './enrolments.repository.js';

export function createEnrolmentsService(deps: {
  enrolments: EnrolmentsRepository;
  seats: SeatsService;
  now?: () => Date;
}) {
  const { enrolments, seats } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async listEnrolled(viewer: Viewer): Promise<EnrolledClass[]> {
      const rows = await enrolments.listOf(viewer.id);
      return rows.map((row) => ({
        _id: row.id,
        classId: row.classId,
        name: row.name,
        price: dollarsFromCents(row.priceCents),
        img: row.img,
        instructor: row.instructor,
        instructorName: row.instructorName,
        date: row.date.toISOString(),
      }));
    },

    /** The coming sessions of the student's classes (the one under way included), with where to join. */
    async listSessions(viewer: Viewer): Promise<MySession[]> {
      const rows = await enrolments.sessionsOf(viewer.id, now(), MY_SESSIONS_MAX);
      return rows.map(timetableSessionAnswer);
    },

    /**
     * A free class (price 0), or one the item's coupon makes free, needs no card: the student is enrolled
     * straight from the cart.
     */
    async enrolFree(viewer: Viewer, cartItemId: string): Promise<{ insertedId: string }> {
      const result = await seats.enrolFree(viewer.id, cartItemId);
      if (result.enrolled) return { insertedId: result.id };
      switch (result.reason) {
        case 'missing':
          throw AppError.notFound(NO_SUCH_ITEM);
        case 'unavailable':
          throw AppError.conflict('This class is no longer offered.');
        case 'own-class':
          throw AppError.conflict(OWN_CLASS_PAY);
        case 'not-free':
          throw AppError.badRequest('This class is not free: please pay for it.');
        case 'already-enrolled':
          throw AppError.conflict(ALREADY_ENROLLED);
        case 'full':
          throw AppError.conflict(CLASS_FULL);
        case 'held':
          throw AppError.conflict(SEATS_HELD);
        case 'coupon':
          throw AppError.conflict(result.message);
        case 'not-for-sale':
          throw saleRefusal(result.sale) ?? AppError.conflict('This class is no longer offered.');
      }
    },
  };
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
