import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classIdParam } from '#contract/classes';
import { classWaitlist, joinWaitlistAnswer, leaveWaitlistAnswer, myWaitlist } from '#contract/waitlist';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { WaitlistService } from './waitlist.service.js';

export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (
  app,
  { waitlist },
) => {
  app.get(
    '/me/waitlist',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "The student's waitlists",
        description:
          'The classes the student waits for, with their place in line, or the seat offered to them and until when it is held.',
        tags: ['waitlist'],
        response: { 200: myWaitlist },
      },
    },
    (request) => waitlist.mine(viewerOf(request)),
  );

  app.post(
    '/classes/:id/waitlist',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "Join a full class's waitlist",
        description:
          'Answers the place in line (1 for the first). Joining needs a verified email address, and a student may be in a few lines at once only (WAITLIST_MAX_LINES, 5 by default).',
        errors: {
          404: 'no approved class with that id',
          409: {
            when: 'the email address is not verified yet (`email_unverified`), in as many lines as one may be at once (`waitlist_limit`, WAITLIST_MAX_LINES), already in line or enrolled, one\u2019s own class, a seat is free to select, or the class has ended (`class_ended`: every session has taken place) or has started while the school takes no late students (`class_started`)',
            codes: ['email_unverified', 'waitlist_limit', 'conflict', 'class_ended', 'class_started'],
          },
        },
        tags: ['waitlist'],
        params: classIdParam,
        response: { 201: joinWaitlistAnswer },
      },
    },
    async (request, reply) => {
      const answer = await waitlist.join(viewerOf(request), request.params.id);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/classes/:id/waitlist',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "Leave a class's waitlist",
        description: 'Leaving with a seat offered declines it: it goes to the next student in line.',
        errors: { 404: 'not in line for that class' },
        tags: ['waitlist'],
        params: classIdParam,
        response: { 200: leaveWaitlistAnswer },
      },
    },
    (request) => waitlist.leave(viewerOf(request), request.params.id),
  );

  app.get(
    '/classes/:id/waitlist',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: "A class's waitlist",
        description: 'Its instructor or an admin; students are named, their emails given to admins only.',
        errors: { 404: 'no class with that id, or another instructor\u2019s' },
        tags: ['waitlist'],
        params: classIdParam,
        response: { 200: classWaitlist },
      },
    },
    (request) => waitlist.ofClass(viewerOf(request), request.params.id),
  );
};
