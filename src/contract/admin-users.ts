import { z } from 'zod';
import { role } from './users.js';

export const roleAnswer = z.object({ role });
export const updateRoleBody = z.object({ role }).strict();
export const modifiedCount = z.object({ modifiedCount: z.number().int() });
export const deletedCount = z.object({ deletedCount: z.number().int() });
export const idParam = z.object({ id: z.string().min(1).max(64) });
export const emailParam = z.object({ email: z.string().min(1).max(120) });
