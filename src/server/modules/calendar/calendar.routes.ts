import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedCreated, calendarFeedFileParam, calendarFeedStatus } from '#contract/calendar';
import { classIdParam } from '#contract/classes';
import { deletedCountAnswer } from '#contract/common';
import { requireAuth, viewerOf } from '#server/plugins/viewer';
import type { CalendarService } from './calendar.service.js';
import { ICALENDAR_MEDIA_TYPE } from './icalendar.js';

export const calendarRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  /** The site's address (PUBLIC_URL, else the one it was started on); never the request's Host. */
  siteUrl: string;
}> = async (app, { calendar, siteUrl }) => {
  const site = new URL(siteUrl);

  app.get(
    '/classes/:id/calendar.ics',
    {
      schema: {
        summary: "A class's sessions as an iCalendar file",
        description:
          'A `text/calendar` download (RFC 5545, times in UTC): one event per session with a stable UID, its SEQUENCE, and STATUS:CANCELLED for a cancelled one; the location is the address, or the meeting link of an online class. For a student enrolled in the class, its instructor and admins.',
        errors: {
          401: 'no session (for a class the visitor can see)',
          403: 'neither enrolled in the class nor teaching it',
          404: 'no class with that id, or one that is not approved and not yours',
        },
        tags: ['calendar'],
        params: classIdParam,
      },
    },
    async (request, reply) => {
      const { text, disposition } = await calendar.classCalendar(request.viewer, request.params.id, site);
      return reply
        .type(ICALENDAR_MEDIA_TYPE)
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-cache')
        .send(text);
    },
  );

  app.get(
    '/calendar/feed',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Whether the account has a calendar feed',
        description: 'When it was made and last fetched; its URL is shown only when it is made or renewed.',
        tags: ['calendar'],
        response: { 200: calendarFeedStatus },
      },
    },
    (request) => calendar.feedStatus(viewerOf(request)),
  );

  app.post(
    '/calendar/feed',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Make or renew the personal calendar feed',
        description:
          'A new secret URL (answered this once, with its `webcal://` form) for calendar apps to subscribe to without a cookie; the URL made before, if any, answers 404 from now on.',
        tags: ['calendar'],
        response: { 201: calendarFeedCreated },
      },
    },
    async (request, reply) => reply.status(201).send(await calendar.renewFeed(viewerOf(request), site)),
  );

  app.delete(
    '/calendar/feed',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Revoke the personal calendar feed',
        description: 'Its URL answers 404 from now on. Revoking when there is none changes nothing.',
        tags: ['calendar'],
        response: { 200: deletedCountAnswer },
      },
    },
    (request) => calendar.revokeFeed(viewerOf(request)),
  );

  app.get(
    '/calendar/feed/:file',
    {
      // The URL is the secret: the request log (info) would write it down.
      logLevel: 'warn',
      schema: {
        summary: 'A personal calendar feed',
        description:
          'Every session of the classes the account is enrolled in or teaches, as `text/calendar` (RFC 5545, times in UTC, with a refresh hint). No cookie: the 256-bit secret in `<token>.ics` is the key, as calendar apps cannot sign in.',
        errors: { 404: 'no feed with that secret: never made, renewed, revoked, or its account deleted' },
        tags: ['calendar'],
        params: calendarFeedFileParam,
      },
    },
    async (request, reply) => {
      const text = await calendar.feedCalendar(request.params.file, site);
      return reply
        .type(ICALENDAR_MEDIA_TYPE)
        .header('content-disposition', 'inline; filename="speak-the-world.ics"')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  );
};
