import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commissionSetting, setCommissionBody } from '#contract/earnings';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { CommissionService } from './commission.service.js';

export const commissionRoutes: FastifyPluginAsyncZod<{ commission: CommissionService }> = async (
  app,
  { commission },
) => {
  app.get(
    '/school-settings/commission',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "The platform's commission on each sale",
        tags: ['earnings'],
        response: { 200: commissionSetting },
      },
    },
    () => commission.read(),
  );

  app.put(
    '/school-settings/commission',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "Sets the platform's commission",
        description:
          'A whole percent from 0 to 100, taken from sales made from now on; sales made before keep the commission of their day.',
        tags: ['earnings'],
        body: setCommissionBody,
        response: { 200: commissionSetting },
      },
    },
    (request) => commission.set(viewerOf(request), request.body.commissionPercent),
  );
};
