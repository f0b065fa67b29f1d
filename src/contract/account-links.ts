import { z } from 'zod/mini';
import { displayName, email, password } from './auth.js';

/** What a link mailed to an account is for. */
export const accountLinkPurposes = ['verify-email', 'reset-password'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/** How long a link works, in minutes. */
export const LINK_MINUTES: Record<AccountLinkPurpose, number> = {
  'verify-email': 24 * 60,
  'reset-password': 30,
};

/** The token in a link: 32 random bytes as base64url (43 characters). */
const linkToken = z
  .string({ error: 'The link is incomplete.' })
  .check(z.minLength(1, 'The link is incomplete.'), z.maxLength(200, 'This link is not valid.'));

export const tokenBody = z.strictObject({ token: linkToken });

/**
 * Spends a verification link. An account whose password was chosen before its address was proven also
 * needs the owner's own password and the name they confirm (see verificationOpened).
 */
export const verifyEmailBody = z.strictObject({
  token: linkToken,
  name: z.optional(displayName),
  password: z.optional(password),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/**
 * What opening a verification link found. With `choosePassword`, every session of the account has ended and
 * the password chosen at sign-up no longer works: the owner chooses theirs and confirms the name to go on.
 */
export const verificationOpened = z.object({
  email: z.string(),
  name: z.string(),
  choosePassword: z.boolean(),
});
export type VerificationOpened = z.infer<typeof verificationOpened>;
export const CHOOSE_PASSWORD = 'Choose your password and confirm your name to go on.';

export const resetPasswordBody = z.strictObject({ token: linkToken, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const forgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The one answer of sign-up, whether or not the address already had an account. */
export const CHECK_INBOX =
  'Check your inbox: we sent a message to this address. Open its link to confirm the address and sign in.';
/** Sign-up's answer when the school sends no mail (no SMTP_URL): the message waits in the account's mailbox. */
export const CHECK_MAILBOX =
  'This school sends no mail, so nothing reaches an inbox: the message for this address is kept in the Mailbox of its account. Sign in and open Mailbox in your dashboard; its link confirms the address.';
export const signUpAnswer = z.object({ status: z.literal('check-inbox'), message: z.string() });

/** The one answer of "Forgot password?", whether or not the address has an account. */
export const RESET_SENT =
  'If an account uses this address, we sent it a link to choose a new password. The link works for 30 minutes.';
/** "Forgot password?" when the school sends no mail: the link waits where its reader can reach it. */
export const RESET_KEPT =
  "This school sends no mail. If an account uses this address, its link to choose a new password is kept in the account's Mailbox (open Mailbox in your dashboard where you are still signed in) and in the school's outbox, where the school's admin can read it to you. The link works for 30 minutes.";
export const messageAnswer = z.object({ message: z.string() });

export const EMAIL_NOT_VERIFIED =
  'Please verify your email address before paying: open the link we mailed you, or send it again from your dashboard.';
export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';
export const LINK_USED = 'This link has already been used. Ask for a new one if you need to.';
export const LINK_INVALID = 'This link is not valid. Check that you copied all of it, or ask for a new one.';
