import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createRateLimitService } from '#server/rate-limits/rate-limit.service';
import { createContactMessagesRepository } from './contact-messages.repository.js';
import { contactMessagesRoutes } from './contact-messages.routes.js';
import { createContactMessagesService } from './contact-messages.service.js';

/** The contact form and the admins' inbox. */
export function createContactMessages(deps: CoreDeps) {
  const { now } = deps;
  const contactMessages = createContactMessagesService({
    messages: createContactMessagesRepository(deps.store.db),
    transactions: deps.transactions,
    enqueue: deps.enqueueMail,
    siteUrl: deps.siteUrl,
    sendsMail: deps.sendsMail,
    // AUTH_RATE_LIMIT=off lifts the sign-in limits for load tests; the contact form keeps its own.
    limits: createRateLimitService(deps.rateLimits, { enabled: true, now: () => now().getTime() }),
  });
  return defineModule('contact-messages', {
    api: (api) => api.register(contactMessagesRoutes, { contactMessages }),
  });
}
