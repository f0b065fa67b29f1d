import { asc, eq } from 'drizzle-orm';
import type { Instructor } from '../../../contract/users.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function createInstructorsRepository(db: Db) {
  return {
    async list(limit?: number): Promise<Instructor[]> {
      const query = db
        .select({ id: users.id, name: users.name, email: users.email, image: users.image })
        .from(users)
        .where(eq(users.role, 'instructor'))
        .orderBy(asc(users.createdAt), asc(users.name), asc(users.id));
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, photo: row.image }));
    },
  };
}

export type InstructorsRepository = ReturnType<typeof createInstructorsRepository>;
