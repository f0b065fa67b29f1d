import { z } from 'zod/mini';
import { deletedCountAnswer, recordCount } from './common.js';
import { role } from './users.js';

export const roleAnswer = z.object({ role });
export const updateRoleBody = z.strictObject({ role });

/** `?q=` keeps the accounts whose name or email contains it, ignoring case and accents. */
export const listUsersQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(120, 'q should be at most 120 characters'))),
});

/** `?refund=true` refunds the student's paid enrolments through the card processor, then deletes. */
export const deleteUserQuery = z.object({
  refund: z.optional(z.enum(['true', 'false'], { error: "refund must be 'true' or 'false'" })),
});
export const deleteUserAnswer = z.extend(deletedCountAnswer, {
  /** Payments given back by the processor before the account went. */
  refundedCount: recordCount,
});
export type DeleteUserAnswer = z.infer<typeof deleteUserAnswer>;
