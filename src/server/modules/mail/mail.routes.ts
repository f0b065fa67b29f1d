import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailIdParams, outboxMailDetail, outboxPage, outboxQuery } from '#contract/mail';
import { requireRole } from '#server/plugins/viewer';
import type { MailService } from './mail.service.js';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/outbox',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "List the school's outgoing mails",
        description:
          'Newest first, 50 a page: queued, sent, kept in the embedded outbox (no SMTP_URL) or refused.',
        tags: ['mail'],
        querystring: outboxQuery,
        response: { 200: outboxPage },
      },
    },
    (request) => mail.listOutbox(request.query.page),
  );

  app.get(
    '/outbox/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'One outgoing mail, as HTML and as text',
        errors: { 404: 'no such mail' },
        tags: ['mail'],
        params: mailIdParams,
        response: { 200: outboxMailDetail },
      },
    },
    // The mail's HTML is answered as JSON data; the page shows it in a sandboxed frame, never as its own.
    (request) => mail.findOutboxMail(request.params.id),
  );
};
