import { z } from 'zod/mini';

/**
 * Where a mail is: waiting to be sent (or sent again after a failure), sent to the mail server, kept in the
 * embedded outbox (no SMTP_URL: stored, never sent), or refused for good by the mail server.
 */
export const mailStatuses = ['queued', 'sent', 'outbox', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Which template wrote it: `welcome`, … */
  kind: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxMailDetail = z.extend(outboxMail, { html: z.string(), text: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

export const OUTBOX_PAGE_SIZE = 50;

export const outboxPage = z.object({
  mails: z.array(outboxMail),
  page: z.number(),
  /** Whether an older page follows. */
  hasMore: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPage>;

export const mailIdParams = z.object({ id: z.uuid('Not a mail id') });

/** One mail in a person's own mailbox (/dashboard/mailbox), shown when the school sends no mail. */
const mailboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type MailboxMail = z.infer<typeof mailboxMail>;

export const mailboxMailDetail = z.extend(mailboxMail, { text: z.string() });
export type MailboxMailDetail = z.infer<typeof mailboxMailDetail>;

export const MAILBOX_PAGE_SIZE = 20;

export const mailboxQuery = z.object({
  /** The `nextCursor` of the page before: older mails. */
  cursor: z.optional(z.uuid('cursor must be a nextCursor from the page before')),
});

export const mailboxPage = z.object({
  mails: z.array(mailboxMail),
  /** Pass as `cursor` for the older mails; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type MailboxPage = z.infer<typeof mailboxPage>;

/** Whether mails leave the machine (SMTP_URL is set): the texts that say where a link went follow it. */
export const mailDelivery = z.object({ sendsMail: z.boolean() });
export type MailDelivery = z.infer<typeof mailDelivery>;
