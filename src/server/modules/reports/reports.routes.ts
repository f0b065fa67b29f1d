import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrolmentReport, REPORT_MONTHS_MAX, revenueQuery, revenueReport } from '#contract/reports';
import { requireRole } from '#server/plugins/viewer';
import type { ReportsService } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/reports/revenue',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Revenue per month',
        description: `Per month of the school's time zone, \`from\` to \`to\` (YYYY-MM, both included; by default the last 12 months, at most ${REPORT_MONTHS_MAX}): sales and what students paid for them (gross), refunds and what went back in that month (refunded, in the month of the credit note), and net (gross - refunded). Admins only.`,
        errors: {
          400: `a month not written YYYY-MM, from after to, or more than ${REPORT_MONTHS_MAX} months`,
        },
        tags: ['reports'],
        querystring: revenueQuery,
        response: { 200: revenueReport },
      },
    },
    (request) => reports.revenue(request.query),
  );

  app.get(
    '/reports/enrolments',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Enrolments and fill rate per class',
        description:
          'Every approved class: students enrolled now, its seats (enrolled plus free) and the share taken as a whole percent (null for a class with no seats). Admins only.',
        tags: ['reports'],
        response: { 200: enrolmentReport },
      },
    },
    () => reports.enrolments(),
  );
};
