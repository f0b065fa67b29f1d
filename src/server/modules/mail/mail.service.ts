import { createElement } from 'react';
import { OUTBOX_PAGE_SIZE, type OutboxMailDetail, type OutboxPage } from '#contract/mail';
import type { Transactions } from '#server/db/transaction';
import { AppError } from '#server/errors';
import type { MailRepository } from './mail.repository.js';
import type { EnqueueMail } from './mail-queue.js';
import { renderMail } from './render-mail.js';
import { WelcomeMail, welcomeSubject } from './templates/welcome-mail.js';

export interface MailServiceOptions {
  repository: MailRepository;
  enqueue: EnqueueMail;
  transactions: Transactions;
  /** The site's address, the base of every link in a mail. */
  siteUrl: string;
}

export function createMailService(options: MailServiceOptions) {
  const { repository, enqueue, transactions } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  return {
    /**
     * The welcome of a new account; its key keeps it to one even if the sign-up's hook runs twice. The name
     * is left out while the address is unproven: whoever signed up may not own the inbox.
     */
    async queueWelcome(account: { id: string; name: string; email: string; emailVerified?: boolean }) {
      const name = account.emailVerified ? account.name : null;
      const mail = await renderMail(welcomeSubject, createElement(WelcomeMail, { name, siteUrl }));
      await transactions.run((tx) =>
        enqueue(tx, { ...mail, to: account.email, kind: 'welcome', key: `welcome:${account.id}` }),
      );
    },

    async listOutbox(page = 1): Promise<OutboxPage> {
      const rows = await repository.list(OUTBOX_PAGE_SIZE + 1, (page - 1) * OUTBOX_PAGE_SIZE);
      return { mails: rows.slice(0, OUTBOX_PAGE_SIZE), page, hasMore: rows.length > OUTBOX_PAGE_SIZE };
    },

    async findOutboxMail(id: string): Promise<OutboxMailDetail> {
      const mail = await repository.findById(id);
      if (!mail) throw AppError.notFound('No such mail.');
      return mail;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
