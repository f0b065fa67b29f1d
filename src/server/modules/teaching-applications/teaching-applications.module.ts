import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createTeachingApplicationsRepository } from './teaching-applications.repository.js';
import { teachingApplicationsRoutes } from './teaching-applications.routes.js';
import { createTeachingApplicationsService } from './teaching-applications.service.js';

/** Applications to teach, and the admins' answers. */
export function createTeachingApplications({ store }: CoreDeps) {
  const applications = createTeachingApplicationsService(createTeachingApplicationsRepository(store.db));
  return defineModule('teaching-applications', {
    api: (api) => api.register(teachingApplicationsRoutes, { applications }),
  });
}
