import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  newsletterAnswer,
  newsletterConfirmBody,
  newsletterSignup,
  newsletterSubscribers,
  newsletterUnsubscribeQuery,
} from '#contract/newsletter';
import { withMessageSaid } from '#server/plugins/request-locale';
import { requireRole } from '#server/plugins/viewer';
import type { NewsletterService } from './newsletter.service.js';

/** Where mail programs POST their one-click unsubscribe (RFC 8058): no session, no Origin (origin-check.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

// A GET of the header's URL is only sent on to the page; whatever token came with it, the page checks it.
const unsubscribeRedirectQuery = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });

/** A form body is read only so the request is accepted: the token in the URL says everything. */
const FORM_BODY_LIMIT = 4096;

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      schema: {
        summary: 'Subscribe to the newsletter',
        description:
          'Stores the address as pending and mails it a confirmation link (7 days, single use); an address already confirmed gets a note instead. The same answer in every case.',
        errors: {
          429: 'more than 5 subscriptions from this client address in an hour, or 3 for this email address in a day',
        },
        tags: ['newsletter'],
        body: newsletterSignup,
        response: { 200: newsletterAnswer },
      },
    },
    async (request, reply) =>
      withMessageSaid(
        request,
        reply,
        await newsletter.subscribe(request.body.email, request.ip, request.uiLocale),
      ),
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        summary: 'Confirm a subscription with the link from its mail',
        errors: { 400: 'the link expired or was used already', 404: 'no such link' },
        tags: ['newsletter'],
        body: newsletterConfirmBody,
        response: { 200: newsletterAnswer },
      },
    },
    async (request, reply) => withMessageSaid(request, reply, await newsletter.confirm(request.body.token)),
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        summary: 'The List-Unsubscribe URL opened in a browser: sent on to the unsubscribe page',
        description:
          'Redirects (303) to /newsletter/unsubscribe with the same token, where one button unsubscribes: a GET never unsubscribes, as mail scanners follow links (RFC 8058).',
        tags: ['newsletter'],
        querystring: unsubscribeRedirectQuery,
      },
    },
    (request, reply) => {
      const { token } = request.query;
      const to = token
        ? `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
        : '/newsletter/unsubscribe';
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    },
  );

  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    // Mail programs send `List-Unsubscribe=One-Click` as a form (RFC 8058, 3.2); only here is a form read.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
    oneClick.post(
      '/newsletter/unsubscribe',
      {
        schema: {
          summary: 'Unsubscribe (one click, RFC 8058)',
          description:
            "The URL of every newsletter mail's List-Unsubscribe header, for the mail program's one-click POST (a form body `List-Unsubscribe=One-Click`, no cookie, no Origin) and the unsubscribe page's button. The token in the query is the key. A link whose address has left the list already answers 200 again.",
          errors: { 404: 'no such link' },
          tags: ['newsletter'],
          querystring: newsletterUnsubscribeQuery,
          response: { 200: newsletterAnswer },
        },
      },
      async (request, reply) =>
        withMessageSaid(request, reply, await newsletter.unsubscribe(request.query.token)),
    );
  });

  app.get(
    '/newsletter/subscribers',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'The confirmed subscribers',
        description: 'Only confirmed addresses, the latest confirmed first; pending ones never count.',
        tags: ['newsletter'],
        response: { 200: newsletterSubscribers },
      },
    },
    () => newsletter.listConfirmed(),
  );

  app.get(
    '/newsletter/subscribers.csv',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'The confirmed subscribers as a CSV file',
        description:
          'UTF-8 with a byte order mark, every cell quoted, CRLF line ends; a cell starting with = + - @ (or a tab or carriage return) is prefixed with an apostrophe so no spreadsheet runs it as a formula.',
        tags: ['newsletter'],
      },
    },
    async (_request, reply) => {
      const csv = await newsletter.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
