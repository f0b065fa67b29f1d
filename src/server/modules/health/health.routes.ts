import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '../../../contract/health.js';
import type { Store } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod<{ store: Store }> = async (app, { store }) => {
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
      try {
        await store.ping();
        return { status: 'ok' as const, db: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );
};
