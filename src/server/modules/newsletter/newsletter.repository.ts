import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { newsletterSubscriptions, newsletterTokens } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

export type SubscriptionStatus = 'pending' | 'confirmed';
export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface StoredToken {
  /** Null once the address has left the list. */
  email: string | null;
  purpose: TokenPurpose;
  expiresAt: Date | null;
  usedAt: Date | null;
}

export function createNewsletterRepository(db: Db) {
  return {
    async statusOf(email: string): Promise<SubscriptionStatus | null> {
      const [row] = await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row?.status ?? null;
    },

    /** Puts the address on the list as pending unless it is there already. */
    async addPending(tx: Tx, email: string): Promise<void> {
      await tx.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },

    async addToken(
      tx: Tx,
      token: { tokenHash: string; email: string; purpose: TokenPurpose; expiresAt: Date | null },
    ): Promise<void> {
      await tx.insert(newsletterTokens).values(token);
    },

    /** The token, locked until the transaction ends, so two clicks at once use it once. */
    async findTokenForUpdate(tx: Tx, tokenHash: string): Promise<StoredToken | null> {
      const [row] = await tx
        .select({
          email: newsletterTokens.email,
          purpose: newsletterTokens.purpose,
          expiresAt: newsletterTokens.expiresAt,
          usedAt: newsletterTokens.usedAt,
        })
        .from(newsletterTokens)
        .where(eq(newsletterTokens.tokenHash, tokenHash))
        .for('update');
      return row ?? null;
    },

    async markTokenUsed(tx: Tx, tokenHash: string, at: Date): Promise<void> {
      await tx.update(newsletterTokens).set({ usedAt: at }).where(eq(newsletterTokens.tokenHash, tokenHash));
    },

    async confirm(tx: Tx, email: string, at: Date): Promise<void> {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: at })
        .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, 'pending')));
    },

    /** Takes the address off the list; its links stay, with no address. */
    async remove(tx: Tx, email: string): Promise<void> {
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    },

    /** Confirmed addresses, the latest confirmed first. */
    async listConfirmed(): Promise<{ email: string; confirmedAt: Date }[]> {
      const rows = await db
        .select({ email: newsletterSubscriptions.email, confirmedAt: newsletterSubscriptions.confirmedAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'))
        .orderBy(desc(newsletterSubscriptions.confirmedAt), newsletterSubscriptions.email);
      return rows.map((r) => ({ email: r.email, confirmedAt: r.confirmedAt ?? new Date(0) }));
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
