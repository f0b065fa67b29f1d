import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardErrorCodes,
  createPaymentIntentBody,
  paymentIntentAnswer,
  paymentList,
  paymentsConfig,
  recordPaymentAnswer,
  recordPaymentBody,
  simulatedConfirmAnswer,
  simulatedConfirmBody,
} from '#contract/payments';
import { emailParam } from '#contract/users';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { PaymentsService } from './payments.service.js';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  processor: 'simulated' | 'stripe';
}> = async (app, { payments, processor }) => {
  app.get(
    '/payments/config',
    {
      schema: {
        summary: 'How cards are paid here',
        description: "Which processor (simulated or Stripe) and Stripe's publishable key.",
        tags: ['payments'],
        response: { 200: paymentsConfig },
      },
    },
    () => payments.config(),
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Ask to pay for a selected class',
        description: 'Holds a seat for SEAT_HOLD_MINUTES; the amount comes from the class.',
        errors: {
          400: 'the class is free',
          404: "no such item, or another account's",
          409: {
            when: 'the email address is not verified yet (code email_unverified), no longer offered, one\u2019s own class, already enrolled, full, too many seats held, being prepared in another window, or the class has ended (`class_ended`: every session has taken place) or has started while the school takes no late students (`class_started`)',
            codes: ['conflict', 'email_unverified', 'class_ended', 'class_started'],
          },
        },
        tags: ['payments'],
        body: createPaymentIntentBody,
        response: { 200: paymentIntentAnswer },
      },
    },
    (request) => payments.createPaymentIntent(viewerOf(request), request.body.cartItemId),
  );

  app.post(
    '/payments',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Record a payment',
        description: 'After the server checked it with the card processor; enrols the student.',
        errors: {
          400: 'the payment is for another class or currency',
          402: { when: 'the payment has not gone through yet', codes: ['payment_incomplete'] },
          403: 'the payment belongs to another account',
          404: 'no payment with this transaction id',
          409: {
            when: 'the payment was refunded, or no seat was left, or (refunded at once) the class has ended (`class_ended`: every session has taken place) or has started while the school takes no late students (`class_started`)',
            codes: ['conflict', 'class_ended', 'class_started'],
          },
        },
        tags: ['payments'],
        body: recordPaymentBody,
        response: { 200: recordPaymentAnswer },
      },
    },
    (request) => payments.recordPayment(viewerOf(request), request.body),
  );

  app.get(
    '/payments/:email',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Payment history',
        description: "Newest first; one's own, or anyone's for an admin.",
        errors: { 403: "another account's, and not an admin" },
        tags: ['payments'],
        params: emailParam,
        response: { 200: paymentList },
      },
    },
    (request) => payments.listPayments(viewerOf(request), request.params.email),
  );

  if (processor === 'simulated') {
    app.post(
      '/payments/simulated/confirm',
      {
        onRequest: requireRole('user'),
        schema: {
          summary: 'Pay with the simulated card processor',
          description: "Only when the simulated processor runs (the default); Stripe's test card numbers.",
          errors: {
            402: { when: 'the card was declined (its code says why)', codes: cardErrorCodes },
            403: "another account's payment",
            409: {
              when: 'the email address is not verified yet (code email_unverified), or the payment was cancelled, refunded or can no longer be confirmed',
              codes: ['conflict', 'email_unverified'],
            },
            404: 'no such payment',
          },
          tags: ['payments'],
          body: simulatedConfirmBody,
          response: { 200: simulatedConfirmAnswer },
        },
      },
      (request) => payments.confirmSimulated(viewerOf(request), request.body),
    );
  }
};
