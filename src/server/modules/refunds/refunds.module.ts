import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { SchoolSettingsRepository } from '#server/modules/school-settings/school-settings.repository';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { createRefundsRepository } from './refunds.repository.js';
import { refundsRoutes } from './refunds.routes.js';
import { createRefundsService } from './refunds.service.js';

/** Cancelling an enrolment and refunding it by the school's policy. */
export function createRefunds(deps: CoreDeps & { settings: SchoolSettingsRepository; seats: SeatsService }) {
  const refunds = createRefundsService({
    repository: createRefundsRepository(deps.store.db),
    settings: deps.settings,
    seats: deps.seats,
    transactions: deps.transactions,
    processor: deps.processor,
    now: deps.now,
    log: deps.log,
  });
  return defineModule('refunds', { refunds, api: (api) => api.register(refundsRoutes, { refunds }) });
}
