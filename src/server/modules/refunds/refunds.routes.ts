import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRefundAnswer,
  adminRefundBody,
  cancelEnrolmentBody,
  cancellationAnswer,
  cancellationQuote,
  refundIdParams,
  refundList,
} from '#contract/refunds';
import { said } from '#server/plugins/request-locale';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { RefundsService } from './refunds.service.js';

export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  app.get(
    '/enrolments/:id/cancellation',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'What cancelling an enrolment gives back',
        description:
          "The school's refund policy applied now: the rule, the first session's time and the amount. The cancel answers from the same figures.",
        errors: { 404: "no such enrolment, another student's, or cancelled already" },
        tags: ['refunds'],
        params: refundIdParams,
        response: { 200: cancellationQuote },
      },
    },
    async (request, reply) => {
      const { ruleSaid, ...quote } = await refunds.quoteCancellation(viewerOf(request), request.params.id);
      return { ...quote, ruleText: said(request, reply, ruleSaid) };
    },
  );

  app.post(
    '/enrolments/:id/cancel',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Cancel an enrolment',
        description:
          'Refunds what the policy gives now through the card processor, keeps the enrolment as cancelled history, gives the seat back and mails a credit note. expectedRefund is the amount the student was shown.',
        errors: {
          404: "no such enrolment, or another student's (cancelled or not)",
          409: {
            when: 'the student cancelled it already (code conflict), or the refund is no longer the one shown (code refund_changed; the message has the new amount)',
            codes: ['conflict', 'refund_changed'],
          },
          502: 'the card processor did not refund: nothing was done',
        },
        tags: ['refunds'],
        params: refundIdParams,
        body: cancelEnrolmentBody,
        response: { 200: cancellationAnswer },
      },
    },
    (request) => refunds.cancelEnrolment(viewerOf(request), request.params.id, request.body.expectedRefund),
  );

  app.post(
    '/payments/:id/refunds',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Refund a payment',
        description:
          'Any amount up to what is left on the payment, with a reason; cancels the enrolment too when cancelEnrolment is true.',
        errors: {
          400: 'more than is left on the payment, or no reason',
          404: 'no such payment',
          409: 'refunded in full already, or no enrolment left to cancel',
          502: 'the card processor did not refund: nothing was recorded',
        },
        tags: ['refunds'],
        params: refundIdParams,
        body: adminRefundBody,
        response: { 200: adminRefundAnswer },
      },
    },
    (request) => refunds.refundPayment(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/refunds',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'The latest refunds',
        description:
          'Newest first, at most 200: cancellations, admin refunds and refunds made at the processor.',
        tags: ['refunds'],
        response: { 200: refundList },
      },
    },
    () => refunds.listRefunds(),
  );
};
