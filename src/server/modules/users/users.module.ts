import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersServiceDeps } from './users.service.js';

/** Accounts, their profiles and roles, and an admin's deletion of one. */
export function createUsers(
  deps: CoreDeps & {
    seats: Pick<SeatsService, 'lockSeatsOf' | 'withdraw'>;
    onRoleChanged: UsersServiceDeps['onRoleChanged'];
    onRefunded: UsersServiceDeps['onRefunded'];
  },
) {
  const repository = createUsersRepository(deps.store.db);
  const users = createUsersService(repository, {
    transactions: deps.transactions,
    seats: deps.seats,
    processor: deps.processor,
    log: deps.log,
    onRoleChanged: deps.onRoleChanged,
    onRefunded: deps.onRefunded,
  });
  return defineModule('users', { users, repository, api: (api) => api.register(usersRoutes, { users }) });
}
