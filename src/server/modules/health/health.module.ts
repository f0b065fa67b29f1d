import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { healthRoutes } from './health.routes.js';
import { createHealthService } from './health.service.js';

export function createHealth({ store }: Pick<CoreDeps, 'store'>) {
  const service = createHealthService(store);
  return defineModule('health', { api: (api) => api.register(healthRoutes, { service }) });
}
