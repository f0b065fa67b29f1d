import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '#contract/health';
import type { Store } from '#server/db/client';

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
