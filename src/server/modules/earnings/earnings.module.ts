import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { CommissionService } from '#server/modules/school-settings/commission.service';
import { createEarningsRepository } from './earnings.repository.js';
import { earningsRoutes } from './earnings.routes.js';
import { createEarningsService } from './earnings.service.js';

/** What instructors earn from their classes' sales, and their payouts. */
export function createEarnings(deps: CoreDeps & { commission: Pick<CommissionService, 'read'> }) {
  const { commission } = deps;
  const earnings = createEarningsService({
    repository: createEarningsRepository(deps.store.db),
    transactions: deps.transactions,
    commissionPercent: async () => (await commission.read()).commissionPercent,
    now: deps.now,
  });
  return defineModule('earnings', { earnings, api: (api) => api.register(earningsRoutes, { earnings }) });
}
