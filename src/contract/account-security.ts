import { z } from 'zod/mini';
import { password, PASSWORD_MAX } from './auth.js';

/** Changing the password of the signed-in account: the current one proves it is its owner asking. */
export const changePasswordBody = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX)),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordAnswer = z.object({
  /** How many other sessions of the account were signed out. */
  signedOutSessions: z.int().check(z.minimum(0)),
});
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;

/** Whether the account has a password here (accounts made by a third-party sign-in have none). */
export const passwordStatus = z.object({
  hasPassword: z.boolean(),
  /** When it was set or last changed; null without one. */
  changedAt: z.nullable(z.string()),
});
export type PasswordStatus = z.infer<typeof passwordStatus>;

/** One signed-in browser of the account. Its `_id` names it; the session's token never leaves the server. */
const accountSession = z.object({
  _id: z.string(),
  /** Read from the browser's user agent: "Chrome on Linux", "Safari on iPhone". */
  device: z.string(),
  ipAddress: z.nullable(z.string()),
  signedInAt: z.string(),
  /** When the session was last used, to within a day (see docs/decisions/account-sessions.md). */
  lastActiveAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessions = z.array(accountSession);

export const accountSessionIdParam = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const CURRENT_SESSION_MESSAGE = 'This is the session you are using now: log out to end it.';
export const NO_PASSWORD_MESSAGE =
  'Your account signs in through a third-party provider, so it has no password here to change.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';
