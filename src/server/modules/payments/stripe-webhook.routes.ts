import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsService } from './payments.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this encapsulated plugin keeps the
 * JSON body as a raw buffer; it is exempt from the Origin check because Stripe is not a browser.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/payments/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return payments.handleStripeWebhook(body, typeof signature === 'string' ? signature : undefined);
  });
};
