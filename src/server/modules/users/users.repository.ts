import { asc, count, eq } from 'drizzle-orm';
import { isLanguageCode } from '../../../contract/languages.js';
import type { Gender, Role, User } from '../../../contract/users.js';
import type { Db } from '../../db/client.js';
import { classes, sessions, users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  const user: User = {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image,
    gender: (row.gender as Gender | null) ?? null,
    role: row.role as Role,
  };
  // Only instructors have a public page; a former instructor's bio is kept but not shown.
  if (row.role === 'instructor') {
    user.bio = row.bio;
    user.languages = row.languages.filter(isLanguageCode);
  }
  return user;
}

export interface ProfileChanges {
  name?: string;
  image?: string | null;
  bio?: string | null;
  languages?: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks every admin row first, so two admins changing each other at once are serialised. */
async function lockAdminsAndFind(tx: Tx, id: string) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  return { admins, target };
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },
    async findByEmail(email: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ? toUser(row) : null;
    },
    async list(): Promise<User[]> {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
      return rows.map(toUser);
    },
    async updateProfile(id: string, changes: ProfileChanges): Promise<User | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ? toUser(row) : null;
    },
    /**
     * Changes a role unless that would leave no admin. The admin rows are locked first, so two admins
     * demoting each other at once cannot both succeed.
     */
    async setRoleKeepingAnAdmin(
      id: string,
      role: Role,
    ): Promise<'changed' | 'unchanged' | 'last-admin' | 'missing'> {
      return db.transaction(async (tx) => {
        const { admins, target } = await lockAdminsAndFind(tx, id);
        if (!target) return 'missing';
        if (target.role === role) return 'unchanged';
        if (target.role === 'admin' && admins.length <= 1) return 'last-admin';
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
        return 'changed';
      });
    },
    async countClassesOf(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(classes).where(eq(classes.instructorId, id));
      return row?.n ?? 0;
    },
    /** Deletes a user and their sessions unless they are the last admin. */
    async deleteKeepingAnAdmin(id: string): Promise<'deleted' | 'last-admin' | 'missing'> {
      return db.transaction(async (tx) => {
        const { admins, target } = await lockAdminsAndFind(tx, id);
        if (!target) return 'missing';
        if (target.role === 'admin' && admins.length <= 1) return 'last-admin';
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted';
      });
    },
    async promoteToAdmin(email: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
