import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageClass, listClassesQuery } from '../../../contract/classes.js';
import type { ClassesService } from './classes.service.js';

export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (app, { classes }) => {
  app.get(
    '/classes',
    {
      schema: { tags: ['classes'], querystring: listClassesQuery, response: { 200: z.array(languageClass) } },
    },
    (request) => classes.listClasses(request.query, request.viewer),
  );
};
