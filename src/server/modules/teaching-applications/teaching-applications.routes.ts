import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineApplicationBody,
  myTeachingApplication,
  teachingApplication,
  teachingApplicationBody,
  teachingApplicationIdParam,
} from '#contract/teaching-applications';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { TeachingApplicationsService } from './teaching-applications.service.js';

export const teachingApplicationsRoutes: FastifyPluginAsyncZod<{
  applications: TeachingApplicationsService;
}> = async (app, { applications }) => {
  app.post(
    '/teaching-applications',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['teaching'],
        body: teachingApplicationBody,
        response: { 201: teachingApplication },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.apply(viewerOf(request), request.body)),
  );

  app.get(
    '/teaching-applications/mine',
    { onRequest: requireAuth, schema: { tags: ['teaching'], response: { 200: myTeachingApplication } } },
    (request) => applications.mine(viewerOf(request)),
  );

  app.get(
    '/teaching-applications',
    {
      onRequest: requireRole('admin'),
      schema: { tags: ['teaching'], response: { 200: z.array(teachingApplication) } },
    },
    () => applications.list(),
  );

  app.post(
    '/teaching-applications/:id/accept',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['teaching'],
        params: teachingApplicationIdParam,
        response: { 200: teachingApplication },
      },
    },
    (request) => applications.accept(viewerOf(request), request.params.id),
  );

  app.post(
    '/teaching-applications/:id/decline',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['teaching'],
        params: teachingApplicationIdParam,
        body: declineApplicationBody,
        response: { 200: teachingApplication },
      },
    },
    (request) => applications.decline(viewerOf(request), request.params.id, request.body.message),
  );
};
