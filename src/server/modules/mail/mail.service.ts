import { createElement } from 'react';
import {
  MAILBOX_PAGE_SIZE,
  OUTBOX_PAGE_SIZE,
  type MailboxMailDetail,
  type MailboxPage,
  type MailDelivery,
  type OutboxMailDetail,
  type OutboxPage,
} from '#contract/mail';
import type { UiLocale } from '#contract/ui-locales';
import type { Transactions } from '#server/db/transaction';
import { AppError } from '#server/errors';
import type { MailRepository } from './mail.repository.js';
import type { EnqueueMail } from './mail-queue.js';
import { renderMail } from './render-mail.js';
import { WelcomeMail, welcomeSubjectIn } from './templates/welcome-mail.js';

export interface MailServiceOptions {
  repository: MailRepository;
  enqueue: EnqueueMail;
  transactions: Transactions;
  /** The site's address, the base of every link in a mail. */
  siteUrl: string;
  /** Mails leave the machine (SMTP_URL): then they are read in inboxes, and no mailbox is open. */
  sendsMail?: boolean;
}

const MAILBOX_CLOSED = 'This school sends mail: your mails are in your inbox, not in the dashboard.';
const NO_SUCH_MAIL = 'No such mail.';

export function createMailService(options: MailServiceOptions) {
  const { repository, enqueue, transactions } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  return {
    /**
     * The welcome of a new account; its key keeps it to one even if the sign-up's hook runs twice. The name
     * is left out while the address is unproven: whoever signed up may not own the inbox. In the language of
     * the sign-up's request (a new account has chosen none), else English.
     */
    async queueWelcome(account: {
      id: string;
      name: string;
      email: string;
      emailVerified?: boolean;
      locale?: UiLocale;
    }) {
      const name = account.emailVerified ? account.name : null;
      const locale = account.locale ?? 'en';
      const mail = await renderMail(
        welcomeSubjectIn(locale),
        createElement(WelcomeMail, { name, siteUrl, locale }),
      );
      await transactions.run((tx) =>
        enqueue(tx, {
          ...mail,
          to: account.email,
          userId: account.id,
          kind: 'welcome',
          key: `welcome:${account.id}`,
        }),
      );
    },

    async listOutbox(page = 1): Promise<OutboxPage> {
      const rows = await repository.list(OUTBOX_PAGE_SIZE + 1, (page - 1) * OUTBOX_PAGE_SIZE);
      return { mails: rows.slice(0, OUTBOX_PAGE_SIZE), page, hasMore: rows.length > OUTBOX_PAGE_SIZE };
    },

    delivery(): MailDelivery {
      return { sendsMail: options.sendsMail ?? false };
    },

    /**
     * The viewer's own mails that no mail server took, newest first. Open only while the school sends no mail:
     * with a mail server, the inbox proves the address, and a mailbox would hand a verification link to
     * whoever signed up with someone else's address.
     */
    async listMailbox(userId: string, cursor?: string): Promise<MailboxPage> {
      if (options.sendsMail) throw new AppError(404, 'mailbox_closed', MAILBOX_CLOSED);
      const rows = await repository.listForUser(userId, MAILBOX_PAGE_SIZE + 1, cursor);
      const mails = rows.slice(0, MAILBOX_PAGE_SIZE);
      return { mails, nextCursor: rows.length > MAILBOX_PAGE_SIZE ? mails.at(-1)!.id : null };
    },

    /** Another account's mail is not found, as one that does not exist: ids reveal nothing. */
    async findMailboxMail(userId: string, id: string): Promise<MailboxMailDetail> {
      if (options.sendsMail) throw new AppError(404, 'mailbox_closed', MAILBOX_CLOSED);
      const mail = await repository.findForUser(userId, id);
      if (!mail) throw AppError.notFound(NO_SUCH_MAIL);
      return mail;
    },

    async findOutboxMail(id: string): Promise<OutboxMailDetail> {
      const mail = await repository.findById(id);
      if (!mail) throw AppError.notFound(NO_SUCH_MAIL);
      return mail;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
