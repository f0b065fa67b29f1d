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
        summary: 'Apply to teach',
        description: 'One open application per account.',
        errors: { 409: 'the account already teaches, or has an open application' },
        tags: ['teaching'],
        body: teachingApplicationBody,
        response: { 201: teachingApplication },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.apply(viewerOf(request), request.body)),
  );

  app.get(
    '/teaching-applications/mine',
    {
      onRequest: requireAuth,
      schema: {
        summary: "The signed-in account's latest application",
        tags: ['teaching'],
        response: { 200: myTeachingApplication },
      },
    },
    (request) => applications.mine(viewerOf(request)),
  );

  app.get(
    '/teaching-applications',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'List the applications to teach',
        tags: ['teaching'],
        response: { 200: z.array(teachingApplication) },
      },
    },
    () => applications.list(),
  );

  app.post(
    '/teaching-applications/:id/accept',
    {
      onRequest: requireRole('admin'),
      config: { changesAccounts: true },
      schema: {
        summary: 'Accept an application',
        description: 'The applicant becomes an instructor.',
        errors: {
          404: 'no application with that id',
          409: 'already decided, or the applicant is no longer a student',
        },
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
        summary: 'Decline an application',
        description: 'With a message the applicant reads.',
        errors: { 404: 'no application with that id', 409: 'already decided' },
        tags: ['teaching'],
        params: teachingApplicationIdParam,
        body: declineApplicationBody,
        response: { 200: teachingApplication },
      },
    },
    (request) => applications.decline(viewerOf(request), request.params.id, request.body.message),
  );
};
