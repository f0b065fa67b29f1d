import { and, asc, count, eq } from 'drizzle-orm';
import { isLanguageCode } from '#contract/languages';
import type { Role, User } from '#contract/users';
import type { Db } from '#server/db/client';
import { classes, enrolments, payments, sessions, users } from '#server/db/schema';
import { lockClass, releaseSeat } from '#server/modules/seats/seats.repository';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  const user: User = {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image,
    gender: row.gender,
    role: row.role,
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

/**
 * Locks every admin row first, so two admins changing each other at once are serialised, then the
 * target's row: a class being created for them (its foreign key takes a share lock) waits for us.
 */
async function lockAdminsAndFind(tx: Tx, id: string) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
  return { admins, target };
}

async function classNamesOf(tx: Db | Tx, id: string): Promise<string[]> {
  const rows = await tx
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.instructorId, id))
    .orderBy(asc(classes.name), asc(classes.id));
  return rows.map((row) => row.name);
}

async function paidPaymentsOf(tx: Db | Tx, id: string): Promise<PaidPayment[]> {
  return tx
    .select({ transactionId: payments.transactionId, className: payments.className })
    .from(payments)
    .where(and(eq(payments.userId, id), eq(payments.status, 'paid')))
    .orderBy(asc(payments.date), asc(payments.id));
}

/** A payment that still holds a student's money (status paid). */
export interface PaidPayment {
  transactionId: string;
  className: string;
}

export type RoleChange =
  | { outcome: 'changed' | 'unchanged' | 'last-admin' | 'missing' }
  | { outcome: 'has-classes'; classNames: string[] };

export type Deletion =
  | { outcome: 'deleted' | 'last-admin' | 'missing' }
  | { outcome: 'has-classes'; classNames: string[] }
  | { outcome: 'paid'; payments: PaidPayment[] };

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
     * Changes a role unless that would leave no admin, or take the instructor role from someone who still
     * has classes. The admin rows are locked first, so two admins demoting each other at once cannot both
     * succeed.
     */
    async setRoleKeepingAnAdmin(id: string, role: Role): Promise<RoleChange> {
      return db.transaction(async (tx) => {
        const { admins, target } = await lockAdminsAndFind(tx, id);
        if (!target) return { outcome: 'missing' };
        if (target.role === role) return { outcome: 'unchanged' };
        if (target.role === 'admin' && admins.length <= 1) return { outcome: 'last-admin' };
        if (target.role === 'instructor') {
          const classNames = await classNamesOf(tx, id);
          if (classNames.length > 0) return { outcome: 'has-classes', classNames };
        }
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
        return { outcome: 'changed' };
      });
    },

    /** What deleting this account would run into, read before any money moves. */
    async findForDeletion(id: string) {
      const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      if (!target) return null;
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      return {
        lastAdmin: target.role === 'admin' && (admins?.n ?? 0) <= 1,
        classNames: await classNamesOf(db, id),
        paid: await paidPaymentsOf(db, id),
      };
    },

    /**
     * Deletes an account in one transaction, unless they are the last admin, still have classes, or hold a
     * paid payment the processor has not refunded (its transaction id is not in `refunded`). Each enrolment
     * gives its seat back; the payments stay as the record of the money, refunded ones marked so, with no
     * link to the person (no user id, no email).
     */
    async deleteAccount(id: string, refunded: ReadonlySet<string>): Promise<Deletion> {
      const enrolledClasses = (tx: Tx) =>
        tx
          .select({ classId: enrolments.classId })
          .from(enrolments)
          .where(eq(enrolments.userId, id))
          .orderBy(asc(enrolments.classId));
      return db.transaction(async (tx) => {
        // Classes before the account, in id order, as a payment does (class, then its student's row).
        for (const { classId } of await enrolledClasses(tx)) await lockClass(tx, classId);
        const { admins, target } = await lockAdminsAndFind(tx, id);
        if (!target) return { outcome: 'missing' };
        if (target.role === 'admin' && admins.length <= 1) return { outcome: 'last-admin' };
        const classNames = await classNamesOf(tx, id);
        if (classNames.length > 0) return { outcome: 'has-classes', classNames };
        const paid = await paidPaymentsOf(tx, id);
        const unrefunded = paid.filter((p) => !refunded.has(p.transactionId));
        if (unrefunded.length > 0) return { outcome: 'paid', payments: unrefunded };

        for (const { classId } of await enrolledClasses(tx)) {
          await lockClass(tx, classId);
          await releaseSeat(tx, classId);
        }
        await tx.delete(enrolments).where(eq(enrolments.userId, id));
        await tx
          .update(payments)
          .set({ status: 'refunded', refundReason: 'account-deleted' })
          .where(and(eq(payments.userId, id), eq(payments.status, 'paid')));
        await tx.update(payments).set({ userId: null, email: null }).where(eq(payments.userId, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(users).where(eq(users.id, id));
        return { outcome: 'deleted' };
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
