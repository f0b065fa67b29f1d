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
      schema: {
        summary: 'Subscribe to the newsletter',
        description: 'The same answer for an address already subscribed.',
        errors: { 429: 'more than 5 subscriptions from this address in an hour' },
        tags: ['newsletter'],
        body: newsletterSignup,
        response: { 200: newsletterAnswer },
      },
    },
    (request) => newsletter.subscribe(request.body.email, request.ip),
  );
};
