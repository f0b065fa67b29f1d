import { z } from 'zod';
import { EMAIL_MAX, gender, NAME_MAX } from './users.js';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The spec's password rules, in its order; the first that fails is the message shown. */
export const passwordRules: { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= PASSWORD_MIN, message: 'Password should be at least 6 characters long' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password should contain at least one uppercase letter' },
  {
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
    message: 'Password should contain at least one special character',
  },
];

export function firstPasswordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return 'Password should be at most 128 characters long';
  return passwordRules.find((rule) => !rule.test(password))?.message ?? null;
}

export const password = z.string().superRefine((value, ctx) => {
  const problem = firstPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email should be at most 120 characters long')
  .email('Enter a valid email address');

export const displayName = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(NAME_MAX, 'Username should be at most 120 characters long');

/** A profile picture must be served by this site: a path such as /images/… or /api/images/…. */
export const photoUrl = z
  .string()
  .trim()
  .max(2048, 'Photo URL is too long')
  .regex(
    /^\/(images|api\/images)\/[\w./-]+$/,
    'Photo URL must be a picture on this site (for example /images/avatar.svg)',
  )
  .refine(
    (v) => !v.includes('..'),
    'Photo URL must be a picture on this site (for example /images/avatar.svg)',
  );

export const signUpBody = z.object({
  name: displayName,
  email,
  password,
  image: z
    .union([photoUrl, z.literal('')])
    .optional()
    .nullable(),
  gender: gender.optional().nullable(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'email is required').max(EMAIL_MAX),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBody>;

export const updateProfileBody = z
  .object({
    name: displayName.optional(),
    photo: z
      .union([photoUrl, z.literal('')])
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const INVALID_CREDENTIALS = 'Invalid email or password';
