import { z } from 'zod/mini';
import { role } from './users.js';

export const roleAnswer = z.object({ role });
export const updateRoleBody = z.strictObject({ role });
export const modifiedCount = z.object({ modifiedCount: z.number().check(z.int()) });
export const deletedCount = z.object({ deletedCount: z.number().check(z.int()) });
export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const emailParam = z.object({ email: z.string().check(z.minLength(1), z.maxLength(120)) });

/** `?refund=true` refunds the student's paid enrolments through the card processor, then deletes. */
export const deleteUserQuery = z.object({
  refund: z.optional(z.enum(['true', 'false'], { error: "refund must be 'true' or 'false'" })),
});
export type DeleteUserQuery = z.infer<typeof deleteUserQuery>;
export const deleteUserAnswer = z.object({
  deletedCount: z.number().check(z.int()),
  /** Payments given back by the processor before the account went. */
  refundedCount: z.number().check(z.int()),
});
export type DeleteUserAnswer = z.infer<typeof deleteUserAnswer>;

/** The error code of a 409 refusing to delete a student who has paid enrolments (refund=true settles it). */
export const PAID_ENROLMENTS = 'paid_enrolments';
/** The error code of a 409 refusing to demote or delete an instructor who still has classes. */
export const HAS_CLASSES = 'has_classes';
