import { and, asc, eq, gt } from 'drizzle-orm';
import type { Role, User } from '#contract/users';
import type { UiLocale } from '#contract/ui-locales';
import type { Db } from '#server/db/client';
import { containsFolded } from '#server/db/search-fold';
import type { Tx } from '#server/db/transaction';
import { classes, payments, sessions, users } from '#server/db/schema';
import { NO_CENTS, type Cents } from '#server/money';
import { refundable } from '#server/modules/seats/payment-columns';

type UserRow = typeof users.$inferSelect;

/** An account as stored: every field, whatever its role. Who is shown what is the service's rule. */
function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image,
    gender: row.gender,
    role: row.role,
    bio: row.bio,
    languages: row.languages,
  };
}

export type UserRecord = Omit<User, 'bio' | 'languages'> & { bio: string | null; languages: string[] };

export interface ProfileChanges {
  name?: string;
  image?: string | null;
  bio?: string | null;
  languages?: string[];
}

/**
 * Locks every admin row first, so two admins changing each other at once are serialised, then the
 * target's row: a class being created for them (its foreign key takes a share lock) waits for us.
 */
async function lockAdminsAndFind(tx: Tx, id: string) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  const [target] = await tx
    .select({ role: users.role, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return { admins, target };
}

async function classNamesOf(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.instructorId, id))
    .orderBy(asc(classes.name), asc(classes.id));
  return rows.map((row) => row.name);
}

async function paidPaymentsOf(tx: Tx, id: string): Promise<PaidPayment[]> {
  return (
    tx
      .select({
        id: payments.id,
        transactionId: payments.transactionId,
        className: payments.className,
        priceCents: payments.priceCents,
      })
      .from(payments)
      // A payment of 0 (a 100% coupon) holds no money: like a free class, nothing to refund.
      .where(and(eq(payments.userId, id), refundable(), gt(payments.priceCents, NO_CENTS)))
      .orderBy(asc(payments.date), asc(payments.id))
  );
}

/** A payment that still holds a student's money (paid or partially refunded, above 0). */
export interface PaidPayment {
  id: string;
  transactionId: string;
  className: string;
  priceCents: Cents;
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toUserRecord(row) : null;
    },
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ? toUserRecord(row) : null;
    },
    async list(search?: string): Promise<UserRecord[]> {
      const rows = await db
        .select()
        .from(users)
        .where(search ? containsFolded([users.name, users.email], search) : undefined)
        .orderBy(asc(users.createdAt), asc(users.email));
      return rows.map(toUserRecord);
    },
    async updateProfile(id: string, changes: ProfileChanges): Promise<UserRecord | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ? toUserRecord(row) : null;
    },
    /** Whether the account was there to take the language. */
    async setLocale(id: string, locale: UiLocale): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ locale, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    lockAdminsAndFind,
    classNamesOf,
    paidPaymentsOf,

    async setRole(tx: Tx, id: string, role: Role): Promise<void> {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Deletes the account and its sessions; its payments were made anonymous when it withdrew (seats). */
    async deleteWithSessions(tx: Tx, id: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(users).where(eq(users.id, id));
    },

    /** Makes the account an admin; answers its id and the role it had, or null when there is no such account. */
    async promoteToAdmin(tx: Tx, email: string): Promise<{ id: string; email: string; from: Role } | null> {
      const [found] = await tx
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .for('update');
      if (!found) return null;
      if (found.role !== 'admin') {
        await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, found.id));
      }
      return { id: found.id, email: found.email, from: found.role };
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
