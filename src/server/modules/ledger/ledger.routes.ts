import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerFilters, ledgerPage, ledgerQuery } from '#contract/ledger';
import { requireRole } from '#server/plugins/viewer';
import type { LedgerService } from './ledger.service.js';

const FILTERS =
  "Filters, combined: `from` and `to` (days YYYY-MM-DD in the school's zone, America/Los_Angeles, both included), `kind` (payment, refund, payout), `status` (the payment's status: paid, partially_refunded, refunded; payouts have none), `class` (part of the class's name), `instructor` and `student` (part of the name or email).";

export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (app, { ledger }) => {
  app.get(
    '/ledger',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "The school's ledger: every payment, refund and payout",
        description: `One row per movement of money, newest first, \`limit\` (default 50, at most 200) a page; \`cursor\` is the \`nextCursor\` of the page before. The totals cover every row the filters match, not only the page. ${FILTERS} Admins only.`,
        errors: { 400: 'an unknown kind or status, a bad date, cursor or limit, or from after to' },
        tags: ['ledger'],
        querystring: ledgerQuery,
        response: { 200: ledgerPage },
      },
    },
    (request) => ledger.list(request.query),
  );

  app.get(
    '/ledger.csv',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'The ledger as a CSV file, every row the filters match',
        description: `${FILTERS} Dates are YYYY-MM-DD HH:MM in America/Los_Angeles; amounts are dollars with two decimals, each in the column of its kind (Paid, Refunded, Paid out), so the page's totals are sums of columns; no totals line. UTF-8 with a byte order mark, every cell quoted, CRLF line ends; a cell starting with = + - @ (or a tab or carriage return) is prefixed with an apostrophe so no spreadsheet runs it as a formula. Admins only.`,
        errors: { 400: 'an unknown kind or status, a bad date, or from after to' },
        tags: ['ledger'],
        querystring: ledgerFilters,
      },
    },
    async (request, reply) => {
      const csv = await ledger.csv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
