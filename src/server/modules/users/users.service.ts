import type { UpdateProfileBody } from '../../../contract/auth.js';
import type { Role, User } from '../../../contract/users.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../plugins/auth.js';
import type { UsersRepository } from './users.repository.js';

export function createUsersService(repository: UsersRepository) {
  // The session lookup has just read the account from the store: no second query for it.
  const me = async ({ id, name, email, photo, gender, role }: Viewer): Promise<User> => ({
    _id: id,
    name,
    email,
    photo,
    gender,
    role,
  });

  return {
    me,

    async updateProfile(viewer: Viewer, body: UpdateProfileBody): Promise<User> {
      const changes: { name?: string; image?: string | null } = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.photo !== undefined) changes.image = body.photo || null;
      if (Object.keys(changes).length === 0) return me(viewer);
      const user = await repository.updateProfile(viewer.id, changes);
      if (!user) throw AppError.unauthorized();
      return user;
    },

    /** The role of a user by email: for that user or an admin. */
    async roleOf(viewer: Viewer, email: string): Promise<{ role: Role }> {
      const asked = email.trim().toLowerCase();
      if (viewer.role !== 'admin' && asked !== viewer.email.toLowerCase()) {
        throw AppError.forbidden('You can only look up your own role.');
      }
      const user = await repository.findByEmail(asked);
      if (!user) throw AppError.notFound('No user with that email.');
      return { role: user.role };
    },

    listUsers: () => repository.list(),

    async changeRole(viewer: Viewer, id: string, role: Role): Promise<{ modifiedCount: number }> {
      if (id === viewer.id) throw AppError.forbidden('You cannot change your own role.');
      const result = await repository.setRoleKeepingAnAdmin(id, role);
      if (result === 'missing') throw AppError.notFound('No user with that id.');
      if (result === 'last-admin') throw AppError.conflict('The school needs at least one admin.');
      return { modifiedCount: result === 'changed' ? 1 : 0 };
    },

    async deleteUser(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      if (id === viewer.id) throw AppError.forbidden('You cannot delete your own account here.');
      if ((await repository.countClassesOf(id)) > 0) {
        throw AppError.conflict('This instructor still has classes. Delete their classes first.');
      }
      const result = await repository.deleteKeepingAnAdmin(id);
      if (result === 'missing') throw AppError.notFound('No user with that id.');
      if (result === 'last-admin') throw AppError.conflict('The school needs at least one admin.');
      return { deletedCount: 1 };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
