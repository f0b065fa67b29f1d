import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateProfileBody } from '#contract/auth';
import {
  deleteUserAnswer,
  deleteUserQuery,
  listUsersQuery,
  roleAnswer,
  updateRoleBody,
} from '#contract/admin-users';
import { modifiedCountAnswer } from '#contract/common';
import { emailParam, sessionAnswer, user, userIdParam } from '#contract/users';
import { localeChoice } from '#contract/ui-locales';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/me',
    {
      onRequest: requireAuth,
      schema: { summary: 'The signed-in account', tags: ['users'], response: { 200: user } },
    },
    (request) => users.me(viewerOf(request)),
  );

  // The page asks who is signed in on every load: a visitor gets null, not a 401 logged in the console.
  app.get(
    '/session',
    {
      schema: {
        summary: 'Who is signed in',
        description: '`{ user: null }` for a visitor: the page asks on every load.',
        tags: ['users'],
        response: { 200: sessionAnswer },
      },
    },
    async (request) => ({
      user: request.viewer ? await users.me(request.viewer) : null,
    }),
  );

  app.patch(
    '/me',
    {
      onRequest: requireAuth,
      config: { changesAccounts: true },
      schema: {
        summary: 'Edit the signed-in account',
        description: 'Name and photo; instructors also their bio and languages.',
        errors: { 403: 'a bio or languages from an account that is not an instructor' },
        tags: ['users'],
        body: updateProfileBody,
        response: { 200: user },
      },
    },
    (request) => users.updateProfile(viewerOf(request), request.body),
  );

  app.put(
    '/me/locale',
    {
      onRequest: requireAuth,
      config: { changesAccounts: true },
      schema: {
        summary: "Choose the signed-in account's language",
        description:
          'For its pages, mails and messages from now on, whatever the browser asks for. `GET /api/me` and `GET /api/session` answer it as `locale`.',
        errors: { 400: 'a language not in the list' },
        tags: ['users'],
        body: localeChoice,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await users.chooseLocale(viewerOf(request), request.body.locale);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'List every account',
        description: '`q` keeps those whose name or email contains it, ignoring case and accents.',
        tags: ['users'],
        querystring: listUsersQuery,
        response: { 200: z.array(user) },
      },
    },
    (request) => users.listUsers(request.query.q),
  );

  app.get(
    '/users/:email',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'The role of an account',
        description: "One's own, or any for an admin.",
        errors: { 403: "another account's, and not an admin", 404: 'no account with that email' },
        tags: ['users'],
        params: emailParam,
        response: { 200: roleAnswer },
      },
    },
    (request) => users.roleOf(viewerOf(request), request.params.email),
  );

  app.patch(
    '/users/update/:id',
    {
      onRequest: requireRole('admin'),
      config: { changesAccounts: true },
      schema: {
        summary: 'Change the role of an account',
        description: 'Its sessions end.',
        errors: {
          403: 'one\u2019s own role',
          404: 'no account with that id',
          409: {
            when: 'the last admin (code conflict), or an instructor who still has classes (code has_classes)',
            codes: ['conflict', 'has_classes'],
          },
        },
        tags: ['users'],
        params: userIdParam,
        body: updateRoleBody,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => users.changeRole(viewerOf(request), request.params.id, request.body.role),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: requireRole('admin'),
      config: { changesAccounts: true },
      schema: {
        summary: 'Delete an account',
        description: "`?refund=true` refunds a student's payments first.",
        errors: {
          403: 'one\u2019s own account',
          404: 'no account with that id',
          409: {
            when: 'the last admin (code conflict), an instructor who still has classes (code has_classes), or a student who has paid (code paid_enrolments; without ?refund=true)',
            codes: ['conflict', 'has_classes', 'paid_enrolments'],
          },
          502: 'the card processor did not refund; nothing was deleted',
        },
        tags: ['users'],
        params: userIdParam,
        querystring: deleteUserQuery,
        response: { 200: deleteUserAnswer },
      },
    },
    (request) => users.deleteUser(viewerOf(request), request.params.id, request.query.refund === 'true'),
  );
};
