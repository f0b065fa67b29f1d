import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createCalendarRepository } from './calendar.repository.js';
import { calendarRoutes } from './calendar.routes.js';
import { createCalendarService } from './calendar.service.js';

/** Calendar files of sessions and each account's calendar feed. */
export function createCalendar({ store, now, siteUrl }: CoreDeps) {
  const calendar = createCalendarService(createCalendarRepository(store.db), { now });
  return defineModule('calendar', { api: (api) => api.register(calendarRoutes, { calendar, siteUrl }) });
}
