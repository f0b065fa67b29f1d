import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { auditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/** The admins' view of the audit log. */
export function createAudit({ store }: CoreDeps) {
  const audit = createAuditService({ db: store.db });
  return defineModule('audit', { api: (api) => api.register(auditRoutes, { audit }) });
}
