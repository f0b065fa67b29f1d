import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerContactMessageBody,
  contactMessage,
  contactMessageBody,
  contactMessageIdParam,
  contactMessageSent,
} from '#contract/contact-messages';
import { withMessageSaid } from '#server/plugins/request-locale';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { ContactMessagesService } from './contact-messages.service.js';

export const contactMessagesRoutes: FastifyPluginAsyncZod<{
  contactMessages: ContactMessagesService;
}> = async (app, { contactMessages }) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        summary: 'Write to the school',
        description:
          "Stored before the answer says it was sent. Sent signed in from the account's own address, the " +
          "answer also reaches the account's mailbox when the school sends no mail.",
        errors: { 429: 'more than 5 messages from this address in an hour' },
        tags: ['contact'],
        body: contactMessageBody,
        response: { 201: contactMessageSent },
      },
    },
    async (request, reply) => {
      const sent = await contactMessages.send(request.ip, request.body, request.viewer);
      return reply.code(201).send(withMessageSaid(request, reply, sent));
    },
  );

  app.get(
    '/contact-messages',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'List the messages to the school',
        tags: ['contact'],
        response: { 200: z.array(contactMessage) },
      },
    },
    () => contactMessages.list(),
  );

  app.patch(
    '/contact-messages/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Answer a message, or open it again',
        errors: { 400: 'a message opened again with an answer', 404: 'no message with that id' },
        tags: ['contact'],
        params: contactMessageIdParam,
        body: answerContactMessageBody,
        response: { 200: contactMessage },
      },
    },
    (request) => contactMessages.answer(viewerOf(request), request.params.id, request.body),
  );
};
