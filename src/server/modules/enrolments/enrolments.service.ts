import { ALREADY_ENROLLED, CLASS_FULL, OWN_CLASS_PAY, SEATS_HELD } from '#contract/carts';
import type { EnrolledClass } from '#contract/payments';
import { AppError } from '#server/errors';
import type { Viewer } from '#server/viewer';
import { NO_SUCH_ITEM } from '#server/modules/carts/carts.service';
import type { EnrolmentsRepository } from './enrolments.repository.js';

export function createEnrolmentsService(deps: { enrolments: EnrolmentsRepository; now: () => Date }) {
  const { enrolments, now } = deps;

  return {
    listEnrolled: (viewer: Viewer): Promise<EnrolledClass[]> => enrolments.listOf(viewer.id),

    /** A free class (price 0) needs no payment: the student is enrolled straight from the cart. */
    async enrolFree(viewer: Viewer, cartItemId: string): Promise<{ insertedId: string }> {
      const result = await enrolments.enrolFree(viewer.id, cartItemId, now());
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
      }
    },
  };
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
