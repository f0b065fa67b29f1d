import { and, asc, eq } from 'drizzle-orm';
import { isLanguageCode } from '#contract/languages';
import type { Instructor } from '#contract/users';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  languages: users.languages,
};

function toInstructor(row: {
  id: string;
  name: string;
  email: string;
  image: string | null;
  languages: string[];
}) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image,
    // A code dropped from the list since it was saved is not shown, rather than breaking the answer.
    languages: row.languages.filter(isLanguageCode),
  };
}

export function createInstructorsRepository(db: Db) {
  return {
    async list(limit?: number): Promise<Instructor[]> {
      const query = db
        .select(publicColumns)
        .from(users)
        .where(eq(users.role, 'instructor'))
        .orderBy(asc(users.createdAt), asc(users.name), asc(users.id));
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map(toInstructor);
    },

    /** An instructor's public fields and bio; null for an unknown id or someone who is not an instructor. */
    async find(id: string): Promise<(Instructor & { bio: string | null }) | null> {
      const [row] = await db
        .select({ ...publicColumns, bio: users.bio })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'instructor')));
      return row ? { ...toInstructor(row), bio: row.bio } : null;
    },
  };
}

export type InstructorsRepository = ReturnType<typeof createInstructorsRepository>;
