import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createReceiptsRepository } from './receipts.repository.js';
import { receiptsRoutes } from './receipts.routes.js';
import { createReceiptsService } from './receipts.service.js';

/** Numbered receipts of payments, mailed and downloadable. */
export function createReceipts({ store, enqueueMail, siteUrl }: CoreDeps) {
  const receipts = createReceiptsService({
    repository: createReceiptsRepository(store.db),
    enqueue: enqueueMail,
    siteUrl,
  });
  return defineModule('receipts', { receipts, api: (api) => api.register(receiptsRoutes, { receipts }) });
}
