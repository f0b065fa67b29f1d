import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '#contract/audit';
import { requireRole } from '#server/plugins/viewer';
import type { AuditService } from './audit.service.js';

// Only a read: the log has no route that changes or deletes an entry.
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Read the audit log',
        description:
          'Every admin action and movement of money, newest first, `limit` (default 50, at most 100) a page; `cursor` is the `nextCursor` of the page before. Filters, combined: `action`, `actor` (part of the name or email), `subjectType`, `subject` (part of its name or email as recorded, or its id) and `subjectId` (exact), `from` (at or after) and `to` (before), ISO 8601 instants. Admins only.',
        errors: { 400: 'an unknown action or subject type, a bad cursor or limit, or from not before to' },
        tags: ['audit'],
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    (request) => audit.list(request.query),
  );
};
