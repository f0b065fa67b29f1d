import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createNewsletterRepository } from './newsletter.repository.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { createNewsletterService } from './newsletter.service.js';

/** Subscriptions with a double opt-in, one-click unsubscribe, and the admins' list. */
export function createNewsletter(deps: CoreDeps) {
  const newsletter = createNewsletterService({
    repository: createNewsletterRepository(deps.store.db),
    limits: deps.limits,
    transactions: deps.transactions,
    enqueue: deps.enqueueMail,
    siteUrl: deps.siteUrl,
    now: deps.now,
    sendsMail: deps.sendsMail,
  });
  return defineModule('newsletter', { api: (api) => api.register(newsletterRoutes, { newsletter }) });
}
