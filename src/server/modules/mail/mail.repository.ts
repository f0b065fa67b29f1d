import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  MailboxMail,
  MailboxMailDetail,
  MailStatus,
  OutboxMail,
  OutboxMailDetail,
} from '#contract/mail';
import type { UiLocale } from '#contract/ui-locales';
import type { Db } from '#server/db/client';
import { outgoingMails, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

/** A mail as its template rendered it, to one address. */
export interface NewMail {
  to: string;
  /** The account written to, if any: its owner reads the mail in the dashboard when no mail leaves. */
  userId?: string | null;
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** One mail per key: a second with the same key is dropped (a producer that may run twice). */
  key?: string;
  /** Extra header lines (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** A mail the sender has claimed and now sends. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
}

const listed = {
  id: outgoingMails.id,
  to: outgoingMails.to,
  subject: outgoingMails.subject,
  kind: outgoingMails.kind,
  status: outgoingMails.status,
  attempts: outgoingMails.attempts,
  lastError: outgoingMails.lastError,
  createdAt: outgoingMails.createdAt,
  sentAt: outgoingMails.sentAt,
};

function toOutboxMail(row: {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}): OutboxMail {
  return { ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null };
}

/** Mails that did not go to a mail server: the only ones a mailbox shows (see docs/decisions/mailbox.md). */
const unsentStatuses: MailStatus[] = ['queued', 'outbox'];

const mailboxColumns = {
  id: outgoingMails.id,
  to: outgoingMails.to,
  subject: outgoingMails.subject,
  kind: outgoingMails.kind,
  createdAt: outgoingMails.createdAt,
};

function toMailboxMail(row: { id: string; to: string; subject: string; kind: string; createdAt: Date }) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The languages accounts chose (`users.locale`), read in the transaction that queues their mails; an account
 * that chose none, or is gone, is not in the answer.
 */
export async function chosenLocales(tx: Tx, userIds: readonly string[]): Promise<Map<string, UiLocale>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.flatMap((row) => (row.locale ? [[row.id, row.locale] as const] : [])));
}

export function createMailRepository(db: Db) {
  /**
   * Up to `limit` due mails, oldest due first, locked for the statement; SKIP LOCKED lets several processes
   * take mails at once without waiting on each other or taking the same one.
   */
  const due = (now: Date, limit: number) =>
    and(
      inArray(
        outgoingMails.id,
        db
          .select({ id: outgoingMails.id })
          .from(outgoingMails)
          .where(and(eq(outgoingMails.status, 'queued'), lte(outgoingMails.nextAttemptAt, now)))
          .orderBy(asc(outgoingMails.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
      eq(outgoingMails.status, 'queued'),
    );

  return {
    /** Writes the mail in the transaction it is given: it exists if and only if that transaction commits. */
    async insert(tx: Tx, mail: NewMail): Promise<void> {
      await tx
        .insert(outgoingMails)
        // Due from the app's clock, the one the sender looks with: the database's now() has microseconds, so
        // a mail queued in the millisecond of a look read as not yet due and waited for the next look.
        .values({
          ...mail,
          userId: mail.userId ?? null,
          key: mail.key ?? null,
          headers: mail.headers ?? null,
          nextAttemptAt: new Date(),
        })
        .onConflictDoNothing({ target: outgoingMails.key });
    },

    /**
     * Claims up to `limit` due mails for this process until `claimUntil`: they count one more attempt and are
     * not due again before then.
     */
    async claimDue(now: Date, claimUntil: Date, limit: number): Promise<ClaimedMail[]> {
      return db
        .update(outgoingMails)
        .set({ attempts: sql`${outgoingMails.attempts} + 1`, nextAttemptAt: claimUntil })
        .where(due(now, limit))
        .returning({
          id: outgoingMails.id,
          to: outgoingMails.to,
          subject: outgoingMails.subject,
          html: outgoingMails.html,
          text: outgoingMails.text,
          headers: outgoingMails.headers,
          attempts: outgoingMails.attempts,
        });
    },

    /**
     * With no mail server: moves up to `limit` due mails to the outbox in one statement, as claiming and
     * delivering each would, without reading their bodies (nothing is sent). Answers how many it moved.
     */
    async moveDueToOutbox(now: Date, limit: number): Promise<number> {
      const moved = await db
        .update(outgoingMails)
        .set({ status: 'outbox', sentAt: now, lastError: null, attempts: sql`${outgoingMails.attempts} + 1` })
        .where(due(now, limit))
        .returning({ id: outgoingMails.id });
      return moved.length;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(outgoingMails)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(eq(outgoingMails.id, id));
    },

    async markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outgoingMails)
        .set({ lastError: error, nextAttemptAt })
        .where(and(eq(outgoingMails.id, id), eq(outgoingMails.status, 'queued')));
    },

    async markRefused(id: string, error: string): Promise<void> {
      await db
        .update(outgoingMails)
        .set({ status: 'failed', lastError: error })
        .where(and(eq(outgoingMails.id, id), eq(outgoingMails.status, 'queued')));
    },

    /** Newest first. */
    async list(limit: number, offset: number): Promise<OutboxMail[]> {
      const rows = await db
        .select(listed)
        .from(outgoingMails)
        .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toOutboxMail);
    },

    /**
     * The account's mails that no mail server took (queued or kept in the outbox), newest first, after the
     * mail `after` (keyset: the cursor's own created_at and id are read in the query, at full precision).
     */
    async listForUser(userId: string, limit: number, after?: string): Promise<MailboxMail[]> {
      const mine = and(eq(outgoingMails.userId, userId), inArray(outgoingMails.status, unsentStatuses));
      const older = after
        ? sql`(${outgoingMails.createdAt}, ${outgoingMails.id}) < (select c.created_at, c.id from ${outgoingMails} c where c.id = ${after} and c.user_id = ${userId})`
        : undefined;
      const rows = await db
        .select(mailboxColumns)
        .from(outgoingMails)
        .where(and(mine, older))
        .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
        .limit(limit);
      return rows.map(toMailboxMail);
    },

    async findForUser(userId: string, id: string): Promise<MailboxMailDetail | null> {
      const [row] = await db
        .select({ ...mailboxColumns, text: outgoingMails.text })
        .from(outgoingMails)
        .where(
          and(
            eq(outgoingMails.id, id),
            eq(outgoingMails.userId, userId),
            inArray(outgoingMails.status, unsentStatuses),
          ),
        );
      return row ? { ...toMailboxMail(row), text: row.text } : null;
    },

    async findById(id: string): Promise<OutboxMailDetail | null> {
      const [row] = await db
        .select({ ...listed, html: outgoingMails.html, text: outgoingMails.text })
        .from(outgoingMails)
        .where(eq(outgoingMails.id, id));
      if (!row) return null;
      return { ...toOutboxMail(row), html: row.html, text: row.text };
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
