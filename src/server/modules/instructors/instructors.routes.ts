import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instructor, listInstructorsQuery } from '../../../contract/users.js';
import type { InstructorsRepository } from './instructors.repository.js';

export const instructorsRoutes: FastifyPluginAsyncZod<{ instructors: InstructorsRepository }> = async (
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
};
