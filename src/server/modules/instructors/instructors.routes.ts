import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instructorPage } from '#contract/instructors';
import { userIdParam } from '#contract/users';
import { instructor, listInstructorsQuery } from '#contract/users';
import type { InstructorsService } from './instructors.service.js';

export const instructorsRoutes: FastifyPluginAsyncZod<{ instructors: InstructorsService }> = async (
  app,
  { instructors },
) => {
  app.get(
    '/instructors',
    {
      schema: {
        tags: ['instructors'],
        querystring: listInstructorsQuery,
        response: { 200: z.array(instructor) },
      },
    },
    (request) => instructors.list(request.query.limit),
  );

  app.get(
    '/instructors/:id',
    {
      // The same answer for everyone: no session lookup.
      config: { anonymous: true },
      schema: { tags: ['instructors'], params: userIdParam, response: { 200: instructorPage } },
    },
    (request) => instructors.page(request.params.id),
  );
};
