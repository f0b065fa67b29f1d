import type { Tx } from '#server/db/transaction';
import type { MailRepository, NewMail } from './mail.repository.js';

/**
 * Queues a mail in the caller's transaction, so it is sent if and only if the event that causes it is
 * committed. Render it before opening the transaction (see mail-templates).
 */
export type EnqueueMail = (tx: Tx, mail: NewMail) => Promise<void>;

export function createMailQueue(repository: MailRepository): EnqueueMail {
  return (tx, mail) => repository.insert(tx, mail);
}
