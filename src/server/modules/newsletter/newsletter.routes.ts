import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterAnswer, newsletterSignup } from '#contract/newsletter';
import type { NewsletterService } from './newsletter.service.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      schema: { tags: ['newsletter'], body: newsletterSignup, response: { 200: newsletterAnswer } },
    },
    (request) => newsletter.subscribe(request.body.email, request.ip),
  );
};
