import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createCommissionRepository } from './commission.repository.js';
import { commissionRoutes } from './commission.routes.js';
import { createCommissionService } from './commission.service.js';
import { createSchoolSettingsRepository } from './school-settings.repository.js';
import { schoolSettingsRoutes } from './school-settings.routes.js';
import { createSchoolSettingsService } from './school-settings.service.js';

/** The school's settings (refund policy, late joining) and the instructors' commission. */
export function createSchoolSettings({ store, transactions, now }: CoreDeps) {
  const repository = createSchoolSettingsRepository(store.db);
  const settings = createSchoolSettingsService({ repository, transactions, now });
  const commission = createCommissionService({
    repository: createCommissionRepository(store.db),
    transactions,
    now,
  });
  return defineModule('school-settings', {
    repository,
    commission,
    api: async (api) => {
      await api.register(commissionRoutes, { commission });
      await api.register(schoolSettingsRoutes, { settings });
    },
  });
}
