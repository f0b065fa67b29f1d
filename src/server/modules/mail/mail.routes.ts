import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailboxMailDetail,
  mailboxPage,
  mailboxQuery,
  mailDelivery,
  mailIdParams,
  outboxMailDetail,
  outboxPage,
} from '#contract/mail';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { MailService } from './mail.service.js';

// Here, not in the contract: the client builds the address itself, and z.coerce would cost the public pages a
// chunk of its own shared with the classes' filters.
const outboxQuery = z.object({
  page: z.coerce.number().int('Not a page number').min(1).max(10_000).optional(),
});

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
    (request) => mail.findOutboxMail(request.params.id),
  );

  app.get(
    '/mail-delivery',
    {
      config: { anonymous: true },
      schema: {
        summary: 'Whether the school sends mail',
        description:
          'false with no SMTP_URL: mails are kept, and each account reads its own at /dashboard/mailbox.',
        tags: ['mail'],
        response: { 200: mailDelivery },
      },
    },
    () => mail.delivery(),
  );

  app.get(
    '/mailbox',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Your own mails, when the school sends no mail',
        description:
          'Newest first, 20 a page; the mails the school wrote to this account and kept unsent. Closed (404) ' +
          'when the school sends mail: they are in the inbox.',
        errors: { 404: { when: 'the school sends mail (SMTP_URL)', codes: ['mailbox_closed'] } },
        tags: ['mail'],
        querystring: mailboxQuery,
        response: { 200: mailboxPage },
      },
    },
    (request) => mail.listMailbox(viewerOf(request).id, request.query.cursor),
  );

  app.get(
    '/mailbox/:id',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'One of your own mails, as text',
        errors: {
          404: {
            when: "no such mail, another account's, or the school sends mail",
            codes: ['not_found', 'mailbox_closed'],
          },
        },
        tags: ['mail'],
        params: mailIdParams,
        response: { 200: mailboxMailDetail },
      },
    },
    (request) => mail.findMailboxMail(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/outbox/:id/html',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'One outgoing mail as the page a mail program would show',
        description:
          'For a sandboxed frame of /dashboard/outbox: no scripts, no requests, only its own inline styles.',
        errors: { 404: 'no such mail' },
        tags: ['mail'],
        params: mailIdParams,
      },
    },
    async (request, reply) => {
      const found = await mail.findOutboxMail(request.params.id);
      // Its own policy: the site's would refuse the mail's inline styles (a srcdoc frame inherits it). The
      // sandbox gives it an origin of its own, so even markup that slipped in could reach nothing of ours.
      return reply
        .header('content-security-policy', mailPageCsp)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(found.html);
    },
  );
};

const mailPageCsp = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');
