import type { EnrolledClass } from '#contract/payments';
import { MY_SESSIONS_MAX, type MySession } from '#contract/sessions';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
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
          throw AppError.notFound(serverText('not_found.cart_item'));
        case 'unavailable':
          throw AppError.conflict(serverText('conflict.class_not_offered'));
        case 'own-class':
          throw AppError.conflict(serverText('conflict.own_class_pay'));
        case 'not-free':
          throw AppError.badRequest(serverText('bad_request.class_not_free'));
        case 'already-enrolled':
          throw AppError.conflict(serverText('conflict.already_enrolled'));
        case 'full':
          throw AppError.conflict(serverText('conflict.class_full'));
        case 'held':
          throw AppError.conflict(serverText('conflict.seats_held'));
        case 'coupon':
          throw AppError.conflict(result.message);
        case 'not-for-sale':
          throw saleRefusal(result.sale) ?? AppError.conflict(serverText('conflict.class_not_offered'));
      }
    },
  };
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
