import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentIntentBody,
  paymentIntentAnswer,
  paymentList,
  paymentsConfig,
  paymentsParams,
  recordPaymentAnswer,
  recordPaymentBody,
  simulatedConfirmAnswer,
  simulatedConfirmBody,
} from '#contract/payments';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { PaymentsService } from './payments.service.js';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  processor: 'simulated' | 'stripe';
}> = async (app, { payments, processor }) => {
  app.get('/payments/config', { schema: { tags: ['payments'], response: { 200: paymentsConfig } } }, () =>
    payments.config(),
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['payments'], body: createPaymentIntentBody, response: { 200: paymentIntentAnswer } },
    },
    (request) => payments.createPaymentIntent(viewerOf(request), request.body.cartItemId),
  );

  app.post(
    '/payments',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['payments'], body: recordPaymentBody, response: { 200: recordPaymentAnswer } },
    },
    (request) => payments.recordPayment(viewerOf(request), request.body),
  );

  app.get(
    '/payments/:email',
    {
      onRequest: requireAuth,
      schema: { tags: ['payments'], params: paymentsParams, response: { 200: paymentList } },
    },
    (request) => payments.listPayments(viewerOf(request), request.params.email),
  );

  if (processor === 'simulated') {
    app.post(
      '/payments/simulated/confirm',
      {
        onRequest: requireRole('user'),
        schema: { tags: ['payments'], body: simulatedConfirmBody, response: { 200: simulatedConfirmAnswer } },
      },
      (request) => payments.confirmSimulated(viewerOf(request), request.body),
    );
  }
};
