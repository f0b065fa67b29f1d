import type {
  AnswerContactMessageBody,
  ContactMessage,
  ContactMessageBody,
} from '#contract/contact-messages';
import { AppError } from '#server/errors';
import type { Viewer } from '#server/viewer';
import type { Transactions } from '#server/db/transaction';
import { recordAudit } from '#server/modules/audit/audit.service';
import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { ContactMessagesRepository } from './contact-messages.repository.js';

/** Enough for a person with follow-up questions; a script filling the inbox stops here. */
export const contactMessagesPerAddress: Limit = { max: 5, windowMs: 60 * 60_000 };

export const MESSAGE_SENT =
  'Thank you! Your message has reached the school. We answer within two working days.';

export function createContactMessagesService(deps: {
  messages: ContactMessagesRepository;
  limits: RateLimitService;
  transactions: Transactions;
}) {
  const { messages, limits, transactions } = deps;
  return {
    /** Counted per client address first; stored before the answer, so a 201 means it is kept. */
    async send(clientAddress: string, body: ContactMessageBody) {
      await limits.check([{ key: `contact:${clientAddress}`, limit: contactMessagesPerAddress }]);
      const id = await messages.insert(body);
      return { _id: id, message: MESSAGE_SENT };
    },

    list: () => messages.list(),

    async answer(viewer: Viewer, id: string, body: AnswerContactMessageBody): Promise<ContactMessage> {
      if (!body.answered && body.answer !== undefined) {
        throw AppError.badRequest('A message opened again cannot carry an answer.', {
          answer: 'Mark the message answered to send an answer',
        });
      }
      await transactions.run(async (tx) => {
        const before = await messages.lockForAnswer(tx, id);
        if (!before) throw AppError.notFound('No message with that id.');
        if (body.answered) await messages.markAnswered(tx, id, viewer.id, body.answer);
        else await messages.reopen(tx, id);
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
