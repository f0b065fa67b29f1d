import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '#contract/health';
import type { HealthService } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    // It answers for the store itself, so it must not fail on a session lookup first.
    {
      config: { anonymous: true },
      schema: {
        summary: 'Whether the service and its store are up',
        tags: ['health'],
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      if (await service.storeIsUp()) return { status: 'ok' as const, db: 'up' as const };
      return reply.status(503).send({ status: 'degraded', db: 'down' });
    },
  );
};
