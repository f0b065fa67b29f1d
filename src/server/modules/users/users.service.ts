import type { UpdateProfileBody } from '../../../contract/auth.js';
import type { Role, User } from '../../../contract/users.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../plugins/auth.js';
import type { ProfileChanges, UsersRepository } from './users.repository.js';

export function createUsersService(repository: UsersRepository) {
  // The session lookup has just read the account from the store: no second query for it.
  const me = async (viewer: Viewer): Promise<User> => {
    const { id, name, email, photo, gender, role } = viewer;
    // Instructors also edit their public page's bio and languages, which the session does not hold.
    if (role === 'instructor') {
      const user = await repository.findById(id);
      if (!user) throw AppError.unauthorized();
      return user;
    }
    return { _id: id, name, email, photo, gender, role };
  };

  return {
    me,

    async updateProfile(viewer: Viewer, body: UpdateProfileBody): Promise<User> {
      const changes: ProfileChanges = {};
      if ((body.bio !== undefined || body.languages !== undefined) && viewer.role !== 'instructor') {
        throw AppError.forbidden('Only instructors have a bio and languages.');
      }
      if (body.name !== undefined) changes.name = body.name;
      if (body.photo !== undefined) changes.image = body.photo || null;
      if (body.bio !== undefined) changes.bio = body.bio || null;
      if (body.languages !== undefined) changes.languages = body.languages;
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
