import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

/** The admins' revenue reports. */
export function createReports({ store, now }: CoreDeps) {
  const reports = createReportsService({ repository: createReportsRepository(store.db), now });
  return defineModule('reports', { api: (api) => api.register(reportsRoutes, { reports }) });
}
