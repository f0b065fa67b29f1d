import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { languageClass } from '#contract/classes';
import { user } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/*
 * Reads that several staff features show: one definition each, so their caches are one too (Manage classes,
 * Coupons and Manage users list the same classes and people).
 */

/** Every class, whatever its status (the admins' list). */
export const allClassesQuery = queryOptions({
  queryKey: queryKeys.classes.everyStatus(),
  queryFn: ({ signal }) => api('/classes?status=all', { schema: z.array(languageClass), signal }),
});

/** The admins' list of users: Manage users, and the instructors a class can be given to. */
export const usersQuery = queryOptions({
  queryKey: queryKeys.users,
  queryFn: ({ signal }) => api('/users', { schema: z.array(user), signal }),
});
