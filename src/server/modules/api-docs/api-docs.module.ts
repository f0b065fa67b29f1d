import { defineModule } from '#server/composition/server-module';
import { apiDocsRoutes } from './api-docs.routes.js';

export function createApiDocs() {
  return defineModule('api-docs', { api: (api) => api.register(apiDocsRoutes) });
}
