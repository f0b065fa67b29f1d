import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateProfileBody } from '#contract/auth';
import {
  deleteUserAnswer,
  deleteUserQuery,
  emailParam,
  roleAnswer,
  updateRoleBody,
} from '#contract/admin-users';
import { modifiedCountAnswer } from '#contract/common';
import { sessionAnswer, user, userIdParam } from '#contract/users';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/me',
    { onRequest: requireAuth, schema: { tags: ['users'], response: { 200: user } } },
    (request) => users.me(viewerOf(request)),
  );

  // The page asks who is signed in on every load: a visitor gets null, not a 401 logged in the console.
  app.get('/session', { schema: { tags: ['users'], response: { 200: sessionAnswer } } }, async (request) => ({
    user: request.viewer ? await users.me(request.viewer) : null,
  }));

  app.patch(
    '/me',
    { onRequest: requireAuth, schema: { tags: ['users'], body: updateProfileBody, response: { 200: user } } },
    (request) => users.updateProfile(viewerOf(request), request.body),
  );

  app.get(
    '/users',
    { onRequest: requireRole('admin'), schema: { tags: ['users'], response: { 200: z.array(user) } } },
    () => users.listUsers(),
  );

  app.get(
    '/users/:email',
    {
      onRequest: requireAuth,
      schema: { tags: ['users'], params: emailParam, response: { 200: roleAnswer } },
    },
    (request) => users.roleOf(viewerOf(request), request.params.email),
  );

  app.patch(
    '/users/update/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
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
      schema: {
        tags: ['users'],
        params: userIdParam,
        querystring: deleteUserQuery,
        response: { 200: deleteUserAnswer },
      },
    },
    (request) => users.deleteUser(viewerOf(request), request.params.id, request.query.refund === 'true'),
  );
};
