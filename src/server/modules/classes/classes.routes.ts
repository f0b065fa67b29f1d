import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classDetails,
  classFacets,
  classFacetsQuery,
  classIdParam,
  classPageQuery,
  createClassBody,
  instructorEmailParam,
  languageClass,
  listClassesQuery,
  reassignClassBody,
  reviewClassBody,
  scheduleCheckAnswer,
  scheduleCheckBody,
  updateClassBody,
} from '#contract/classes';
import { deletedCountAnswer, insertedIdAnswer, modifiedCountAnswer } from '#contract/common';
import {
  cancelSessionBody,
  classSession,
  classSessionsAnswer,
  moveSessionBody,
  sessionParams,
} from '#contract/sessions';
import type { AnswerCache } from '#server/plugins/answer-cache';
import { said } from '#server/plugins/request-locale';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { ClassesService } from './classes.service.js';

const classList = z.array(languageClass);
// What the route's response schema does to an answer (check, then JSON), for answers the cache keeps.
const serializeClassList = serializerCompiler({ schema: classList, method: 'GET', url: '/api/classes' });
const serializeFacets = serializerCompiler({
  schema: classFacets,
  method: 'GET',
  url: '/api/classes/facets',
});

/**
 * GET /api/classes/:id and the spec's GET /api/classes/:instructorEmail share a path. The router tells them
 * apart by the path itself: one holding an '@' (as typed or as %40) names an instructor, any other a class.
 */
const EMAIL_IN_PATH = /^[^?]*(?:@|%40)/;

function handlersByKind<Handler>() {
  const handlers = new Map<string, Handler>();
  return {
    get: (kind: string) => handlers.get(kind) ?? null,
    set: (kind: string, handler: Handler) => void handlers.set(kind, handler),
  };
}

const classOrInstructor = {
  name: 'classOrInstructor',
  storage: handlersByKind,
  deriveConstraint: (request: { url?: string }) =>
    EMAIL_IN_PATH.test(request.url ?? '') ? 'instructor' : 'class',
  // Every other route has no such constraint and matches whatever the path holds.
  mustMatchWhenDerived: false,
};

export const classesRoutes: FastifyPluginAsyncZod<{
  classes: ClassesService;
  publicAnswers: AnswerCache;
}> = async (app, { classes, publicAnswers }) => {
  app.addConstraintStrategy(classOrInstructor);

  app.get(
    '/classes',
    {
      schema: {
        summary: 'List classes',
        description:
          "The approved classes for everyone (`?instructor=email`, `?sort=popular&limit=6`); `?status=all` or another status is for admins only. Filters, combined: `q` (every word in the class's or its instructor's name, ignoring case and accents), `language` (ISO 639-1), `level`, `day` (mon…sun; several as `mon,wed` or repeated, any of them) and `time` (morning 05-12, afternoon 12-17, evening 17-24) of one scheduled session read in `tz` (an IANA zone; the class's own when absent), `minPrice` / `maxPrice` in dollars, `startsFrom` (YYYY-MM-DD: the first session on that day or later) and `seats=available`.",
        errors: {
          400: 'a filter the contract refuses, or minPrice above maxPrice',
          401: 'a status other than approved without a session',
          403: 'a status other than approved, and not an admin',
        },
        tags: ['classes'],
        querystring: listClassesQuery,
        response: { 200: classList },
      },
    },
    async (request, reply) => {
      // The approved classes are the same for everyone: kept briefly, serialised and compressed once.
      if (!publicAnswers.enabled || (request.query.status ?? 'approved') !== 'approved') {
        return classes.listClasses(request.query, request.viewer);
      }
      return publicAnswers.send(request, reply, async () =>
        serializeClassList(await classes.listClasses(request.query, request.viewer)),
      );
    },
  );

  app.get(
    '/classes/facets',
    {
      schema: {
        summary: "Count the catalogue's choices",
        description:
          "How many approved classes each choice of the catalogue would list, added to the filters given (the list's own filters, `q` included): for a language, a level or a time of day in place of the one given; for a day, beside the days given. `total` is what the filters list. Days and times of day read in `tz`, as the list does.",
        errors: { 400: 'a filter the contract refuses, or minPrice above maxPrice' },
        tags: ['classes'],
        querystring: classFacetsQuery,
        response: { 200: classFacets },
      },
    },
    async (request, reply) => {
      if (!publicAnswers.enabled) return classes.classFacets(request.query);
      return publicAnswers.send(request, reply, async () =>
        serializeFacets(await classes.classFacets(request.query)),
      );
    },
  );

  app.get(
    '/classes/:id',
    {
      constraints: { classOrInstructor: 'class' },
      schema: {
        summary: 'One class',
        description:
          "For the class's page. An approved class is public; a pending or denied one is seen only by its instructor and admins. With its sale (ended, running, joining late) and its refund policy for someone buying now, dated in `tz` (the class's own zone when absent).",
        errors: {
          400: 'tz is not an IANA time zone',
          404: 'no class with that id, or one this account may not see',
        },
        tags: ['classes'],
        params: classIdParam,
        querystring: classPageQuery,
        response: { 200: classDetails },
      },
    },
    (request) => classes.getClass(request.params.id, request.viewer, request.query.tz),
  );

  app.get(
    '/classes/:instructorEmail',
    {
      constraints: { classOrInstructor: 'instructor' },
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: "List an instructor's classes",
        description:
          "Every status, with the admins' feedback. An instructor sees only their own. A path holding an `@` (or `%40`) is an email; any other is a class id (`GET /api/classes/{id}`).",
        errors: { 403: "an instructor asking for another instructor's classes" },
        tags: ['classes'],
        params: instructorEmailParam,
        response: { 200: z.array(languageClass) },
      },
    },
    (request) => classes.listClassesOfInstructor(viewerOf(request), request.params.instructorEmail),
  );

  app.post(
    '/classes',
    {
      onRequest: requireRole('instructor'),
      schema: {
        summary: 'Add a class',
        description:
          'It starts pending, with no students, until an admin approves it. A `schedule` becomes its sessions (times in its `timeZone`); without one its schedule is to be announced.',
        errors: {
          400: 'the picture is not one this account uploaded, or the schedule has no session, more than 200, an unknown zone, or a start time that does not exist on a clock-change day',
          409: 'its sessions overlap another class of the same instructor (the answer names it and the date)',
        },
        tags: ['classes'],
        body: createClassBody,
        response: { 201: insertedIdAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await classes.createClass(viewerOf(request), request.body)),
  );

  app.post(
    '/classes/schedule-check',
    {
      onRequest: requireRole('instructor'),
      schema: {
        summary: 'Check a schedule against your other classes',
        description:
          "Before adding or editing a class: the first session that would overlap another of the instructor's classes, with the message adding the class would answer (409), or `clash: null`. `classId` is the class being edited, whose own sessions do not count. Nothing is written.",
        errors: {
          400: 'the schedule is refused (as when adding a class)',
          403: "classId is another instructor's class",
          404: 'no class with that classId',
        },
        tags: ['classes'],
        body: scheduleCheckBody,
        response: { 200: scheduleCheckAnswer },
      },
    },
    async (request, reply) => {
      const { clash } = await classes.checkSchedule(viewerOf(request), request.body);
      return { clash: clash && { ...clash, message: said(request, reply, clash.message) } };
    },
  );

  app.patch(
    '/classes/:id',
    {
      onRequest: requireRole('instructor'),
      schema: {
        summary: 'Edit a class',
        description:
          'Only its own instructor. An approved class goes back to pending only when its name, language, level, price or img changes (seats, description, format and schedule keep it on sale); a pending or denied one is pending after any change. A new `schedule` replaces its sessions (`null` removes them), only while no student is enrolled.',
        errors: {
          400: 'the schedule is refused (as when adding a class)',
          403: "another instructor's class",
          404: 'no class with that id',
          409: 'a new schedule while students are enrolled, or sessions that overlap another class of the instructor',
        },
        tags: ['classes'],
        params: classIdParam,
        body: updateClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.updateClass(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/classes/:id',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: 'Delete a class',
        description: 'Its own instructor, or an admin.',
        errors: {
          403: "another instructor's class",
          404: 'no class with that id',
          409: 'students are enrolled in it',
        },
        tags: ['classes'],
        params: classIdParam,
        response: { 200: deletedCountAnswer },
      },
    },
    (request) => classes.deleteClass(viewerOf(request), request.params.id),
  );

  app.patch(
    '/classes/update/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Approve or deny a class',
        description: 'With feedback for the instructor.',
        errors: { 404: 'no class with that id', 409: 'an approved class cannot be denied' },
        tags: ['classes'],
        params: classIdParam,
        body: reviewClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.reviewClass(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/classes/:id/reassign',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Give a class to another instructor',
        description: 'Its status, seats and students stay.',
        errors: { 400: 'the new owner is not an instructor', 404: 'no class with that id' },
        tags: ['classes'],
        params: classIdParam,
        body: reassignClassBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => classes.reassignClass(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/classes/:id/sessions',
    {
      schema: {
        summary: "List a class's sessions",
        description:
          'Everyone sees the sessions of an approved class; its instructor, admins and its enrolled students those of any class. The meeting link of an online class is given only to a student enrolled in it, its instructor and admins (null for everyone else).',
        errors: { 404: 'no class with that id, or one that is not approved and not yours' },
        tags: ['classes'],
        params: classIdParam,
        response: { 200: classSessionsAnswer },
      },
    },
    (request) => classes.listSessions(request.viewer, request.params.id),
  );

  app.post(
    '/classes/:id/sessions/:sessionId/move',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: 'Move one session',
        description:
          "A new date and start time in the class's zone; the session keeps its length and its `sequence` rises. Its instructor or an admin.",
        errors: {
          400: 'a time that has passed, or that does not exist that day (clocks moving forward)',
          403: "another instructor's class",
          404: 'no class or no session with that id',
          409: 'the session has taken place or was cancelled, or the new time overlaps another session the instructor teaches',
        },
        tags: ['classes'],
        params: sessionParams,
        body: moveSessionBody,
        response: { 200: classSession },
      },
    },
    (request) =>
      classes.moveSession(viewerOf(request), request.params.id, request.params.sessionId, request.body),
  );

  app.post(
    '/classes/:id/sessions/:sessionId/cancel',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: 'Cancel one session',
        description:
          'With a reason the students read; its status becomes cancelled and its `sequence` rises. Cancelling it again changes nothing. Its instructor or an admin.',
        errors: {
          403: "another instructor's class",
          404: 'no class or no session with that id',
          409: 'the session has taken place',
        },
        tags: ['classes'],
        params: sessionParams,
        body: cancelSessionBody,
        response: { 200: classSession },
      },
    },
    (request) =>
      classes.cancelSession(viewerOf(request), request.params.id, request.params.sessionId, request.body),
  );
};
