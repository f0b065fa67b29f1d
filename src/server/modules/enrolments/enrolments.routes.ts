import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemParams } from '#contract/carts';
import { insertedIdAnswer } from '#contract/common';
import { enrolledClassList } from '#contract/payments';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { EnrolmentsService } from './enrolments.service.js';

export const enrolmentsRoutes: FastifyPluginAsyncZod<{ enrolments: EnrolmentsService }> = async (
  app,
  { enrolments },
) => {
  app.get(
    '/enrolled',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['enrolments'], response: { 200: enrolledClassList } },
    },
    (request) => enrolments.listEnrolled(viewerOf(request)),
  );

  app.post(
    '/carts/:id/enrol-free',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['enrolments'], params: cartItemParams, response: { 200: insertedIdAnswer } },
    },
    (request) => enrolments.enrolFree(viewerOf(request), request.params.id),
  );
};
