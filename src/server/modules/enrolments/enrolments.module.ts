import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { createEnrolmentsRepository } from './enrolments.repository.js';
import { enrolmentsRoutes } from './enrolments.routes.js';
import { createEnrolmentsService } from './enrolments.service.js';

/** A student's enrolments and timetable, and free enrolment. */
export function createEnrolments(deps: CoreDeps & { seats: SeatsService }) {
  const enrolments = createEnrolmentsService({
    enrolments: createEnrolmentsRepository(deps.store.db),
    seats: deps.seats,
    now: deps.now,
  });
  return defineModule('enrolments', { api: (api) => api.register(enrolmentsRoutes, { enrolments }) });
}
