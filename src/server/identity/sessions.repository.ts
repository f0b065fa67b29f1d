import { and, eq, gt, sql } from 'drizzle-orm';
import type { Gender, Role } from '#contract/users';
import type { UiLocale } from '#contract/ui-locales';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';

export interface SessionViewerRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  image: string | null;
  gender: Gender | null;
  emailVerified: boolean;
  locale: UiLocale | null;
  sessionExpiresAt: Date;
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

export function createSessionsRepository(db: Db) {
  // Prepared once: one indexed query (the token is unique) for the session and its account together.
  const viewerByToken = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      image: users.image,
      gender: users.gender,
      emailVerified: users.emailVerified,
      locale: users.locale,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('viewer_by_session_token');

  return {
    /** The account of a live session, by the session's token; null when there is none or it has expired. */
    async findViewer(token: string): Promise<SessionViewerRow | null> {
      const [row] = await viewerByToken.execute({ token });
      return row ?? null;
    },
  };
}
