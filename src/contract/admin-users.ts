import { z } from 'zod/mini';
import { role } from './users.js';

export const roleAnswer = z.object({ role });
export const updateRoleBody = z.strictObject({ role });
export const modifiedCount = z.object({ modifiedCount: z.number().check(z.int()) });
export const deletedCount = z.object({ deletedCount: z.number().check(z.int()) });
export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const emailParam = z.object({ email: z.string().check(z.minLength(1), z.maxLength(120)) });
