import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classIdParam,
  createClassBody,
  instructorEmailParam,
  languageClass,
  listClassesQuery,
  reassignClassBody,
  reviewClassBody,
  updateClassBody,
} from '#contract/classes';
import { deletedCountAnswer, insertedIdAnswer, modifiedCountAnswer } from '#contract/common';
import type { AnswerCache } from '#server/plugins/answer-cache';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { ClassesService } from './classes.service.js';

const classList = z.array(languageClass);
// What the route's response schema does to an answer (check, then JSON), for answers the cache keeps.
const serializeClassList = serializerCompiler({ schema: classList, method: 'GET', url: '/api/classes' });

export const classesRoutes: FastifyPluginAsyncZod<{
  classes: ClassesService;
  publicAnswers: AnswerCache;
}> = async (app, { classes, publicAnswers }) => {
  app.get(
    '/classes',
    {
      schema: { tags: ['classes'], querystring: listClassesQuery, response: { 200: classList } },
    },
    async (request, reply) => {
      // The approved classes are the same for everyone: kept briefly, serialised and compressed once.
      if (!publicAnswers.enabled || (request.query.status ?? 'approved') !== 'approved') {
        return classes.listClasses(request.query, request.viewer);
      }
      return publicAnswers.send(request, reply, async () =>
        serializeClassList(await classes.listClasses(request.query, request.viewer)),
      );
    },
  );

  app.get(
    '/classes/:instructorEmail',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: { tags: ['classes'], params: instructorEmailParam, response: { 200: z.array(languageClass) } },
    },
    (request) => classes.listClassesOfInstructor(viewerOf(request), request.params.instructorEmail),
  );

  app.post(
    '/classes',
    {
      onRequest: requireRole('instructor'),
      schema: { tags: ['classes'], body: createClassBody, response: { 201: insertedIdAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await classes.createClass(viewerOf(request), request.body)),
  );

  app.patch(
    '/classes/:id',
    {
      onRequest: requireRole('instructor'),
      schema: {
        tags: ['classes'],
        params: classIdParam,
        body: updateClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.updateClass(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/classes/:id',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: { tags: ['classes'], params: classIdParam, response: { 200: deletedCountAnswer } },
    },
    (request) => classes.deleteClass(viewerOf(request), request.params.id),
  );

  app.patch(
    '/classes/update/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['classes'],
        params: classIdParam,
        body: reviewClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.reviewClass(request.params.id, request.body),
  );

  app.post(
    '/classes/:id/reassign',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['classes'],
        params: classIdParam,
        body: reassignClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.reassignClass(request.params.id, request.body),
  );
};
