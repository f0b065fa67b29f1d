import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountLinkPurpose } from '#contract/account-links';
import type { UiLocale } from '#contract/ui-locales';
import type { Db } from '#server/db/client';
import { accountLinks, accounts, sessions, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

export interface LinkAccount {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The language the account chose for its mails; null if none. */
  locale: UiLocale | null;
}

const linkAccount = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  locale: users.locale,
};

export function createAccountLinksRepository(db: Db) {
  return {
    async findAccountByEmail(email: string): Promise<LinkAccount | null> {
      const [row] = await db.select(linkAccount).from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findAccountById(id: string): Promise<LinkAccount | null> {
      const [row] = await db.select(linkAccount).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async insert(
      tx: Tx,
      link: { purpose: AccountLinkPurpose; tokenHash: string; userId: string; expiresAt: Date },
    ): Promise<void> {
      await tx.insert(accountLinks).values(link);
    },

    /**
     * Spends a live link in one statement: of two requests with the same token, only one gets the account.
     * Null when the link is unknown, used, or past its time.
     */
    async consume(
      tx: Tx,
      purpose: AccountLinkPurpose,
      tokenHash: string,
      at: Date,
    ): Promise<{ userId: string } | null> {
      const [row] = await tx
        .update(accountLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountLinks.purpose, purpose),
            eq(accountLinks.tokenHash, tokenHash),
            isNull(accountLinks.usedAt),
            gt(accountLinks.expiresAt, at),
          ),
        )
        .returning({ userId: accountLinks.userId });
      return row ?? null;
    },

    /** The account a link of this purpose belongs to, whether or not the link can still be spent. */
    async findLinkOwner(purpose: AccountLinkPurpose, tokenHash: string): Promise<LinkAccount | null> {
      const [row] = await db
        .select(linkAccount)
        .from(accountLinks)
        .innerJoin(users, eq(users.id, accountLinks.userId))
        .where(and(eq(accountLinks.purpose, purpose), eq(accountLinks.tokenHash, tokenHash)));
      return row ?? null;
    },

    /** Whether the account signs in with a password (email sign-up or a reset), set or cleared. */
    async hasPasswordSignIn(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row !== undefined;
    },

    /** The password stops working (a sign-in then fails as a wrong one would) until a new one is set. */
    async clearPassword(tx: Tx, userId: string): Promise<void> {
      await tx
        .update(accounts)
        .set({ password: null, updatedAt: sql`now()` })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    },

    async setName(tx: Tx, userId: string, name: string): Promise<void> {
      await tx
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** The account a link of this purpose belongs to while the link can still be spent. */
    async findLiveLinkOwner(
      purpose: AccountLinkPurpose,
      tokenHash: string,
      at: Date,
    ): Promise<LinkAccount | null> {
      const [row] = await db
        .select(linkAccount)
        .from(accountLinks)
        .innerJoin(users, eq(users.id, accountLinks.userId))
        .where(
          and(
            eq(accountLinks.purpose, purpose),
            eq(accountLinks.tokenHash, tokenHash),
            isNull(accountLinks.usedAt),
            gt(accountLinks.expiresAt, at),
          ),
        );
      return row ?? null;
    },

    /** Why a link could not be spent: it is unknown, used, or expired. */
    async findByHash(
      purpose: AccountLinkPurpose,
      tokenHash: string,
    ): Promise<{ usedAt: Date | null; expiresAt: Date } | null> {
      const [row] = await db
        .select({ usedAt: accountLinks.usedAt, expiresAt: accountLinks.expiresAt })
        .from(accountLinks)
        .where(and(eq(accountLinks.purpose, purpose), eq(accountLinks.tokenHash, tokenHash)));
      return row ?? null;
    },

    /** The account's other live links of this purpose stop working (a reset done, an address verified). */
    async spendOthers(tx: Tx, userId: string, purpose: AccountLinkPurpose, at: Date): Promise<void> {
      await tx
        .update(accountLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountLinks.userId, userId),
            eq(accountLinks.purpose, purpose),
            isNull(accountLinks.usedAt),
          ),
        );
    },

    async markEmailVerified(tx: Tx, userId: string): Promise<void> {
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    },

    /** Sets the password of the account's email sign-in, adding one to an account that had only a provider. */
    async setPassword(tx: Tx, userId: string, hashed: string, newAccountId: string): Promise<void> {
      const updated = await tx
        .update(accounts)
        .set({ password: hashed, updatedAt: sql`now()` })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .returning({ id: accounts.id });
      if (updated.length > 0) return;
      await tx
        .insert(accounts)
        .values({ id: newAccountId, accountId: userId, providerId: 'credential', userId, password: hashed });
    },

    async deleteSessionsOf(tx: Tx, userId: string): Promise<number> {
      const deleted = await tx
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;
