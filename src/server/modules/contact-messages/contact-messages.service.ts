import type {
  AnswerContactMessageBody,
  ContactMessage,
  ContactMessageBody,
} from '#contract/contact-messages';
import { SCHOOL_PHONE } from '#contract/school';
import { AppError } from '#server/errors';
import { serverText, sourceMessages } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';
import type { Viewer } from '#server/viewer';
import type { Transactions } from '#server/db/transaction';
import { recordAudit } from '#server/modules/audit/audit.service';
import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { renderContactAnswerMail } from '#server/modules/mail/contact-mails';
import { mailLocale } from '#server/modules/mail/mail-language';
import type { ContactMessagesRepository } from './contact-messages.repository.js';

/** Enough for a person with follow-up questions; a script filling the inbox stops here. */
export const contactMessagesPerAddress: Limit = { max: 5, windowMs: 60 * 60_000 };

const sentNoMail = serverText('answer.message_sent_no_mail', { phone: SCHOOL_PHONE });
export const MESSAGE_SENT = sourceMessages['answer.message_sent'];
/** With no mail server, the answer reaches only an account's mailbox: say so, to whom it concerns. */
export const MESSAGE_SENT_TO_MAILBOX = sourceMessages['answer.message_sent_to_mailbox'];
export const MESSAGE_SENT_NO_MAIL = translate('en', sentNoMail);

export function createContactMessagesService(deps: {
  messages: ContactMessagesRepository;
  limits: RateLimitService;
  transactions: Transactions;
  enqueue: EnqueueMail;
  siteUrl: string;
  /** Whether mails leave the machine (SMTP_URL): the thank-you says where the answer will be. */
  sendsMail?: boolean;
}) {
  const { messages, limits, transactions, enqueue } = deps;
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');
  return {
    /** Counted per client address first; stored before the answer, so a 201 means it is kept. */
    async send(clientAddress: string, body: ContactMessageBody, viewer: Viewer | null) {
      await limits.check([{ key: `contact:${clientAddress}`, limit: contactMessagesPerAddress }]);
      // The answer reaches an account's mailbox only if that account wrote, from its own address: a typed
      // address alone could be anyone's, and the account that holds it may not be its owner's.
      const own = viewer && viewer.email.toLowerCase() === body.email.toLowerCase();
      const id = await messages.insert(body, own ? viewer.id : null);
      const message = deps.sendsMail
        ? serverText('answer.message_sent')
        : own
          ? serverText('answer.message_sent_to_mailbox')
          : sentNoMail;
      return { _id: id, message };
    },

    list: () => messages.list(),

    async answer(viewer: Viewer, id: string, body: AnswerContactMessageBody): Promise<ContactMessage> {
      if (!body.answered && body.answer !== undefined) {
        throw AppError.badRequest(serverText('bad_request.reopened_with_answer'), {
          answer: serverText('field.answer_needs_answered'),
        });
      }
      // Rendered before the transaction; name, subject and message never change once written.
      const written = body.answered && body.answer !== undefined ? await messages.find(id) : null;
      const mail =
        written && body.answer !== undefined
          ? await renderContactAnswerMail({
              name: written.name,
              subject: written.subject,
              message: written.message,
              answer: body.answer,
              contactUrl: `${siteUrl}/contact`,
              siteUrl,
              // The sender's account's language: the admin's request says nothing of a visitor's.
              locale: mailLocale(await messages.senderLocale(id)),
            })
          : null;
      await transactions.run(async (tx) => {
        const before = await messages.lockForAnswer(tx, id);
        if (!before) throw AppError.notFound(serverText('not_found.contact_message'));
        if (body.answered) await messages.markAnswered(tx, id, viewer.id, body.answer);
        else await messages.reopen(tx, id);
        // The same answer saved again is not mailed again.
        const repeated = before.status === 'answered' && before.answer === body.answer;
        if (mail && !repeated) {
          await enqueue(tx, { ...mail, to: before.email, userId: before.senderId, kind: 'contact-answer' });
        }
        const answer = body.answered && body.answer !== undefined ? body.answer : before.answer;
        await recordAudit(tx, {
          actorId: viewer.id,
          action: body.answered ? 'contact-message.answered' : 'contact-message.reopened',
          subjectType: 'contact-message',
          subjectId: id,
          subjectLabel: before.email,
          before: { status: before.status, answer: before.answer },
          after: { status: body.answered ? 'answered' : 'open', answer },
        });
      });
      return (await messages.find(id))!;
    },
  };
}
export type ContactMessagesService = ReturnType<typeof createContactMessagesService>;
