import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receipt, receiptParams } from '#contract/receipts';
import { requireAuth, viewerOf } from '#server/plugins/viewer';
import type { ReceiptsService } from './receipts.service.js';

export const receiptsRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptsService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/receipts/:id',
    {
      onRequest: requireAuth,
      schema: {
        summary: "A payment's receipt",
        description:
          "Its student's or an admin's; 404 for anyone else. The receipt page and the receipt mail show these figures.",
        errors: { 404: 'no such receipt, or not yours' },
        tags: ['payments'],
        params: receiptParams,
        response: { 200: receipt },
      },
    },
    (request) => receipts.getReceipt(viewerOf(request), request.params.id),
  );
};
