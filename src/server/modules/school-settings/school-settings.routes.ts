import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lateJoiningBody, refundPolicyBody, schoolSettingsAnswer } from '#contract/school-settings';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { SchoolSettingsService } from './school-settings.service.js';

export const schoolSettingsRoutes: FastifyPluginAsyncZod<{ settings: SchoolSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/school-settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "The school's settings",
        description: 'The refund policy of cancellations; the defaults until an admin saves them.',
        tags: ['school settings'],
        response: { 200: schoolSettingsAnswer },
      },
    },
    () => settings.getSettings(),
  );

  app.put(
    '/school-settings/late-joining',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Let students join classes that have started',
        description:
          'Off by default. When on, a class whose first session has passed is sold at the price of the sessions left (rounded to the cent), until its last session starts.',
        errors: { 400: 'lateJoining is not true or false' },
        tags: ['school settings'],
        body: lateJoiningBody,
        response: { 200: schoolSettingsAnswer },
      },
    },
    (request) => settings.updateLateJoining(viewerOf(request), request.body),
  );

  app.put(
    '/school-settings/refund-policy',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Set the refund policy',
        description:
          'Full refund up to fullRefundDays days before the first session, partialRefundPercent of the price up to partialRefundHours hours before it, nothing after; classes without a schedule: full or none.',
        errors: { 400: 'a number out of its range, or a partial window longer than the full one' },
        tags: ['school settings'],
        body: refundPolicyBody,
        response: { 200: schoolSettingsAnswer },
      },
    },
    (request) => settings.updateRefundPolicy(viewerOf(request), request.body),
  );
};
