import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceParams,
  myAttendanceAnswer,
  recordAttendanceBody,
  recordedAttendance,
  sessionRoster,
  teachingSessionsAnswer,
  weekSessionsAnswer,
  weekSessionsQuery,
} from '#contract/attendance';
import { classIdParam } from '#contract/classes';
import { sessionParams } from '#contract/sessions';
import { said } from '#server/plugins/request-locale';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { AttendanceService } from './attendance.service.js';

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  app.get(
    '/classes/:id/sessions/:sessionId/attendance',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: "A session's roster and attendance",
        description:
          'The students enrolled in the class (name, email), each with their attendance at the session (present, late, absent, or null: not recorded), and whether the session takes attendance now (not before it starts, never when cancelled). Its instructor or an admin.',
        errors: {
          403: "another instructor's class",
          404: 'no class or no session with that id',
        },
        tags: ['attendance'],
        params: sessionParams,
        response: { 200: sessionRoster },
      },
    },
    async (request, reply) => {
      const roster = await attendance.roster(viewerOf(request), request.params.id, request.params.sessionId);
      const closed = roster.attendanceClosed;
      return { ...roster, attendanceClosed: closed && said(request, reply, closed) };
    },
  );

  app.put(
    '/classes/:id/sessions/:sessionId/attendance/:studentId',
    {
      onRequest: requireRole('instructor', 'admin'),
      schema: {
        summary: "Record a student's attendance",
        description:
          '`status` present, late or absent; null clears it back to not recorded. Once the session has started, never for a cancelled one, only for a student enrolled in the class. Its instructor or an admin.',
        errors: {
          400: 'a status that is none of these',
          403: "another instructor's class",
          404: 'no class or no session with that id, or no such student enrolled in the class',
          409: 'the session was cancelled or has not started yet',
        },
        tags: ['attendance'],
        params: attendanceParams,
        body: recordAttendanceBody,
        response: { 200: recordedAttendance },
      },
    },
    (request) =>
      attendance.record(
        viewerOf(request),
        request.params.id,
        request.params.sessionId,
        request.params.studentId,
        request.body,
      ),
  );

  app.get(
    '/me/teaching-sessions',
    {
      onRequest: requireRole('instructor'),
      schema: {
        summary: "The instructor's timetable",
        description:
          "Sessions of the instructor's classes (every status) that ended in the last 8 weeks or have not ended, first first (at most 1000), cancelled ones included, each with its class, zone, where it meets, how many students are enrolled and how many have attendance recorded.",
        tags: ['attendance'],
        response: { 200: teachingSessionsAnswer },
      },
    },
    (request) => attendance.teachingSessions(viewerOf(request)),
  );

  app.get(
    '/me/classes/:id/attendance',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "The student's attendance in one class",
        description:
          'The sessions of a class the student is enrolled in that have started, first first, each with the attendance recorded (present, late, absent, or null: not recorded).',
        errors: { 404: 'not enrolled in a class with that id' },
        tags: ['attendance'],
        params: classIdParam,
        response: { 200: myAttendanceAnswer },
      },
    },
    (request) => attendance.myAttendance(viewerOf(request), request.params.id),
  );

  app.get(
    '/sessions/week',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "Every class's sessions in one week",
        description:
          'The sessions of every approved and pending class starting in the seven days from `start` (YYYY-MM-DD) in the zone `tz`, first first (at most 2000), cancelled ones included, each naming its class and instructor. Admins only.',
        errors: { 400: 'a start that is no date, or a zone that is not an IANA zone' },
        tags: ['attendance'],
        querystring: weekSessionsQuery,
        response: { 200: weekSessionsAnswer },
      },
    },
    (request) => attendance.week(request.query),
  );
};
