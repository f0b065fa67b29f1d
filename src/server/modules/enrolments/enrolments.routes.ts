import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemParams } from '#contract/carts';
import { insertedIdAnswer } from '#contract/common';
import { enrolledClassList } from '#contract/payments';
import { mySessionsAnswer } from '#contract/sessions';
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
      schema: {
        summary: "The student's enrolled classes",
        tags: ['enrolments'],
        response: { 200: enrolledClassList },
      },
    },
    (request) => enrolments.listEnrolled(viewerOf(request)),
  );

  app.get(
    '/me/sessions',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "The student's coming sessions",
        description:
          'Sessions of the classes the student is enrolled in that have not ended, first first (at most 500), cancelled ones included, each with its class, zone and where to join (the meeting link of an online class).',
        tags: ['enrolments'],
        response: { 200: mySessionsAnswer },
      },
    },
    (request) => enrolments.listSessions(viewerOf(request)),
  );

  app.post(
    '/carts/:id/enrol-free',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Enrol in a free class',
        description:
          'A selected class whose price is 0, or one its applied coupon makes free (that records a payment of 0 with the coupon, and counts its use).',
        errors: {
          400: 'the class is not free',
          404: "no such item, or another account's",
          409: {
            when: 'no longer offered, one\u2019s own class, already enrolled, no free seat, the coupon can no longer be used (the message says why), or the class has ended (`class_ended`: every session has taken place) or has started while the school takes no late students (`class_started`)',
            codes: ['conflict', 'class_ended', 'class_started'],
          },
        },
        tags: ['enrolments'],
        params: cartItemParams,
        response: { 200: insertedIdAnswer },
      },
    },
    (request) => enrolments.enrolFree(viewerOf(request), request.params.id),
  );
};
