import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage, ContactMessageBody } from '#contract/contact-messages';
import type { UiLocale } from '#contract/ui-locales';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { contactMessages, users } from '#server/db/schema';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  answer: contactMessages.answer,
  answeredAt: contactMessages.answeredAt,
  answeredBy: users.name,
  createdAt: contactMessages.createdAt,
};

type MessageRow = {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  status: ContactMessage['status'];
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
  createdAt: Date;
};

function toContactMessage(row: MessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactMessagesRepository(db: Db) {
  const find = async (id: string) => {
    const [row] = await db
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.answeredBy))
      .where(eq(contactMessages.id, id));
    return row ? toContactMessage(row) : null;
  };
  return {
    async insert(body: ContactMessageBody, senderId: string | null): Promise<string> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          senderId,
          name: body.name,
          email: body.email,
          subject: body.subject || null,
          message: body.message,
        })
        .returning({ id: contactMessages.id });
      return row!.id;
    },
    /** Open messages first, then the newest. */
    async list(): Promise<ContactMessage[]> {
      const rows = await db
        .select(columns)
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.answeredBy))
        .orderBy(
          asc(sql`case when ${contactMessages.status} = 'open' then 0 else 1 end`),
          desc(contactMessages.createdAt),
          asc(contactMessages.id),
        );
      return rows.map(toContactMessage);
    },
    find,
    /** The language the account that wrote it chose for its mails; null for a visitor, or no choice. */
    async senderLocale(id: string): Promise<UiLocale | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(contactMessages)
        .innerJoin(users, eq(users.id, contactMessages.senderId))
        .where(eq(contactMessages.id, id));
      return row?.locale ?? null;
    },
    /** What an answer changes, locked until the transaction ends. */
    async lockForAnswer(tx: Tx, id: string) {
      const [row] = await tx
        .select({
          email: contactMessages.email,
          senderId: contactMessages.senderId,
          status: contactMessages.status,
          answer: contactMessages.answer,
        })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      return row ?? null;
    },
    async markAnswered(tx: Tx, id: string, by: string, answer: string | undefined): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({
          status: 'answered',
          answeredBy: by,
          answeredAt: new Date(),
          ...(answer !== undefined ? { answer } : {}),
        })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
    /** Opens a message again; an answer already written stays with it. */
    async reopen(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({ status: 'open', answeredBy: null, answeredAt: null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
