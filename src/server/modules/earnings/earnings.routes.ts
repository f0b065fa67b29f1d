import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myEarnings, payout, payoutsOverview, recordPayoutBody } from '#contract/earnings';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { EarningsService } from './earnings.service.js';

export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.get(
    '/earnings',
    {
      onRequest: requireRole('instructor'),
      schema: {
        summary: "The instructor's own earnings",
        description:
          "Per class and per month (the school's time zone): sales, gross, refunded, commission and net after refunds; totals, what was paid out and what is still owed.",
        tags: ['earnings'],
        response: { 200: myEarnings },
      },
    },
    (request) => earnings.myEarnings(viewerOf(request)),
  );

  app.get(
    '/payouts',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'What each instructor earned, was paid and is owed, and every payout',
        tags: ['earnings'],
        response: { 200: payoutsOverview },
      },
    },
    () => earnings.overview(),
  );

  app.post(
    '/payouts',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Records a payout made to an instructor',
        description:
          'The money is sent outside the app (a bank transfer); this records it. At most what is owed to the instructor at that moment.',
        errors: {
          404: 'no account with that id',
          409: 'nothing is owed, or the amount is more than is owed',
        },
        tags: ['earnings'],
        body: recordPayoutBody,
        response: { 201: payout },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await earnings.recordPayout(viewerOf(request), request.body)),
  );

  app.get(
    '/payouts/owed.csv',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'What is owed to each instructor, as a CSV file for the bank',
        description:
          'Instructor, email, amount owed (dollars, two decimals) and currency, for everyone owed more than $0. UTF-8 with a byte order mark, every cell quoted, CRLF line ends; a cell starting with = + - @ (or a tab or carriage return) is prefixed with an apostrophe so no spreadsheet runs it as a formula.',
        tags: ['earnings'],
      },
    },
    async (_request, reply) => {
      const csv = await earnings.owedCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-owed-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
