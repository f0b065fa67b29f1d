import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createAttendanceRepository } from './attendance.repository.js';
import { attendanceRoutes } from './attendance.routes.js';
import { createAttendanceService } from './attendance.service.js';

/** Who came to a session, as its instructor marks it. */
export function createAttendance({ store, transactions, now }: CoreDeps) {
  const attendance = createAttendanceService({
    attendance: createAttendanceRepository(store.db),
    transactions,
    now,
  });
  return defineModule('attendance', { api: (api) => api.register(attendanceRoutes, { attendance }) });
}
