import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createLedgerRepository } from './ledger.repository.js';
import { ledgerRoutes } from './ledger.routes.js';
import { createLedgerService } from './ledger.service.js';

/** The admins' ledger of every money movement. */
export function createLedger({ store }: CoreDeps) {
  const ledger = createLedgerService({ repository: createLedgerRepository(store.db) });
  return defineModule('ledger', { api: (api) => api.register(ledgerRoutes, { ledger }) });
}
