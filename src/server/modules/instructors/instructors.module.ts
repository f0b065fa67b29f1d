import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { ClassesRepository } from '#server/modules/classes/classes.repository';
import { createInstructorsRepository } from './instructors.repository.js';
import { instructorsRoutes } from './instructors.routes.js';
import { createInstructorsService } from './instructors.service.js';

/** The instructors' public pages. */
export function createInstructors(deps: CoreDeps & { classes: ClassesRepository }) {
  const instructors = createInstructorsService(createInstructorsRepository(deps.store.db), deps.classes);
  return defineModule('instructors', {
    instructors,
    api: (api) => api.register(instructorsRoutes, { instructors }),
  });
}
