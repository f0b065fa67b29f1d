import { z } from 'zod/mini';
import { bioText, taughtLanguages } from './languages.js';
import { EMAIL_MAX, gender, NAME_MAX } from './users.js';

const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The spec's password rules, in its order; the first that fails is the message shown. */
const passwordRules: { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= PASSWORD_MIN, message: 'Password should be at least 6 characters long' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password should contain at least one uppercase letter' },
  {
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
    message: 'Password should contain at least one special character',
  },
];

function firstPasswordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return 'Password should be at most 128 characters long';
  return passwordRules.find((rule) => !rule.test(password))?.message ?? null;
}

/** A password chosen and typed twice: the two must match first, then the spec's rules in their order. */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  return firstPasswordProblem(password);
}

export const password = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = firstPasswordProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

export const email = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.maxLength(EMAIL_MAX, 'Email should be at most 120 characters long'),
    z.email('Enter a valid email address'),
  );

export const displayName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.maxLength(NAME_MAX, 'Username should be at most 120 characters long'),
  );

const OWN_PICTURE = /^\/(images|api\/images)\/[\w./-]+$/;
const OWN_PICTURE_MESSAGE = 'Photo URL must be a picture on this site (for example /images/avatar.svg)';

/** A profile picture must be served by this site: a path such as /images/… or /api/images/…. */
export const photoUrl = z.string().check(
  z.trim(),
  z.maxLength(2048, 'Photo URL is too long'),
  z.regex(OWN_PICTURE, OWN_PICTURE_MESSAGE),
  z.refine((v) => !v.includes('..'), OWN_PICTURE_MESSAGE),
);

export const signUpBody = z.object({
  name: displayName,
  email,
  password,
  image: z.optional(z.nullable(z.union([photoUrl, z.literal('')]))),
  gender: z.optional(z.nullable(gender)),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'email is required'), z.maxLength(EMAIL_MAX)),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX)),
});
export type SignInBody = z.infer<typeof signInBody>;

export const updateProfileBody = z.strictObject({
  name: z.optional(displayName),
  photo: z.optional(z.nullable(z.union([photoUrl, z.literal('')]))),
  /** Instructors only. */
  bio: z.optional(z.nullable(bioText)),
  /** Instructors only. */
  languages: z.optional(taughtLanguages),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const INVALID_CREDENTIALS = 'Invalid email or password';
