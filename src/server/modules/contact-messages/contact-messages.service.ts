import type {
  AnswerContactMessageBody,
  ContactMessage,
  ContactMessageBody,
} from '#contract/contact-messages';
import { AppError } from '#server/errors';
import type { Viewer } from '#server/viewer';
import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { ContactMessagesRepository } from './contact-messages.repository.js';

/** Enough for a person with follow-up questions; a script filling the inbox stops here. */
export const contactMessagesPerAddress: Limit = { max: 5, windowMs: 60 * 60_000 };

export const MESSAGE_SENT =
  'Thank you! Your message has reached the school. We answer within two working days.';

export function createContactMessagesService(deps: {
  messages: ContactMessagesRepository;
  limits: RateLimitService;
}) {
  const { messages, limits } = deps;
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
      const found = body.answered
        ? await messages.markAnswered(id, viewer.id, body.answer)
        : await messages.reopen(id);
      if (!found) throw AppError.notFound('No message with that id.');
      return (await messages.find(id))!;
    },
  };
}
export type ContactMessagesService = ReturnType<typeof createContactMessagesService>;
