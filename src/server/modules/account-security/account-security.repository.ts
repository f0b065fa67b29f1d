import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts, sessions } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

/** The auth library's provider id of an email-and-password account. */
const CREDENTIAL = 'credential';

export interface StoredPassword {
  hash: string;
  changedAt: Date;
}

/** A session as the account's owner may see it: never its token. */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  current: boolean;
}

export function createAccountSecurityRepository(db: Db) {
  const seen = (currentToken: string | null) => ({
    id: sessions.id,
    userAgent: sessions.userAgent,
    ipAddress: sessions.ipAddress,
    createdAt: sessions.createdAt,
    updatedAt: sessions.updatedAt,
    current: currentToken ? sql<boolean>`${sessions.token} = ${currentToken}` : sql<boolean>`false`,
  });

  return {
    /** The account's password hash, locked for the transaction so two changes take turns. */
    async lockPassword(tx: Tx, userId: string): Promise<StoredPassword | null> {
      const [row] = await tx
        .select({ hash: accounts.password, changedAt: accounts.updatedAt })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)))
        .for('update');
      return row?.hash ? { hash: row.hash, changedAt: row.changedAt } : null;
    },

    async findPassword(userId: string): Promise<StoredPassword | null> {
      const [row] = await db
        .select({ hash: accounts.password, changedAt: accounts.updatedAt })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)));
      return row?.hash ? { hash: row.hash, changedAt: row.changedAt } : null;
    },

    async setPassword(tx: Tx, userId: string, hash: string, at: Date): Promise<void> {
      await tx
        .update(accounts)
        .set({ password: hash, updatedAt: at })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)));
    },

    /** The account's live sessions, the one of `currentToken` marked; most recently used first. */
    async listSessions(userId: string, currentToken: string | null, now: Date): Promise<SessionRow[]> {
      return db
        .select(seen(currentToken))
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt), sessions.id);
    },

    /** Deletes one live session of the account (not the current one); answers it, or null when none matched. */
    async deleteSession(
      tx: Tx,
      userId: string,
      id: string,
      currentToken: string | null,
      now: Date,
    ): Promise<SessionRow | null> {
      const [row] = await tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, now),
            currentToken ? ne(sessions.token, currentToken) : undefined,
          ),
        )
        .returning(seen(null));
      return row ?? null;
    },

    /** Deletes every session of the account but the current one (expired ones too); answers the live ones ended. */
    async deleteOtherSessions(
      tx: Tx,
      userId: string,
      currentToken: string | null,
      now: Date,
    ): Promise<SessionRow[]> {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), currentToken ? ne(sessions.token, currentToken) : undefined))
        .returning({ ...seen(null), expiresAt: sessions.expiresAt });
      return rows.filter((row) => row.expiresAt > now).map(({ expiresAt: _, ...row }) => row);
    },
  };
}
export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
