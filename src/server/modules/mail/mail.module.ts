import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '#server/db/client';
import { transactionsOf } from '#server/db/transaction';
import { defineModule } from '#server/composition/server-module';
import type { Job } from '#server/jobs/job-lifecycle';
import { createMailRepository } from './mail.repository.js';
import { createMailQueue } from './mail-queue.js';
import { createMailSender, type MailSenderOptions } from './mail-sender.js';
import { createOutboxTransport, type MailTransport } from './mail-transport.js';
import { createMailService } from './mail.service.js';
import { createMomentMails } from './moment-mails.js';
import { mailRoutes } from './mail.routes.js';

const DEFAULT_MAIL_FROM = 'Speak the World <no-reply@localhost>';

export interface MailOptions {
  transport?: MailTransport;
  /** The sender address (MAIL_FROM). */
  from?: string;
  /**
   * Run the sender loop in this process (the server does; API tests leave the mails queued and read them,
   * or run the sender themselves).
   */
  send?: boolean;
  sender?: Pick<MailSenderOptions, 'pollMs' | 'retryBaseMs' | 'maxRetryMs' | 'claimMs' | 'batchSize'>;
}

/** The queue every module writes its mails to, the outbox's routes, and this process's sender. */
export function createMail(deps: {
  store: Store;
  log: FastifyBaseLogger;
  siteUrl: string;
  options?: MailOptions;
}) {
  const { store, log, siteUrl, options = {} } = deps;
  const repository = createMailRepository(store.db);
  const enqueueMail = createMailQueue(repository);
  const sendsMail = options.transport?.kind === 'smtp';
  const jobs: Job[] = [];
  if (options.send) {
    jobs.push(
      createMailSender({
        ...options.sender,
        repository,
        transport: options.transport ?? createOutboxTransport(),
        from: options.from ?? DEFAULT_MAIL_FROM,
        log,
      }),
    );
  }
  const mail = createMailService({
    repository,
    enqueue: enqueueMail,
    transactions: transactionsOf(store.db),
    siteUrl,
    sendsMail,
  });
  return defineModule('mail', {
    enqueueMail,
    sendsMail,
    mail,
    momentMails: createMomentMails({ enqueue: enqueueMail, siteUrl }),
    jobs,
    api: (api) => api.register(mailRoutes, { mail }),
  });
}
