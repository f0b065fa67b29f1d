import { z } from 'zod/mini';
import { languageCode } from './languages.js';
import { uiLocale } from './ui-locales.js';

export const roles = ['user', 'instructor', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const genders = ['male', 'female', 'preferNotToSay'] as const;
export const gender = z.enum(genders);
export type Gender = z.infer<typeof gender>;

/** The auth library's user ids are not UUIDs. */
export const userIdParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const NAME_MAX = 120;
export const EMAIL_MAX = 120;

export const user = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.nullable(z.string()),
  gender: z.nullable(gender),
  role,
  /** Instructors only: what their public page shows. */
  bio: z.optional(z.nullable(z.string())),
  languages: z.optional(z.array(languageCode)),
  /** The signed-in account's own answers only (/api/me, /api/session): paying needs a verified address. */
  emailVerified: z.optional(z.boolean()),
  /** The signed-in account's own answers only (/api/me, /api/session): its chosen language, null if never chosen. */
  locale: z.optional(z.nullable(uiLocale)),
});
export type User = z.infer<typeof user>;

/** An account's email in a path: /api/users/{email}, /api/payments/{email}. */
export const emailParam = z.object({ email: z.string().check(z.minLength(1), z.maxLength(EMAIL_MAX)) });

/** Who is signed in: null for a visitor. */
export const sessionAnswer = z.object({ user: z.nullable(user) });

export const instructor = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.nullable(z.string()),
  languages: z.array(languageCode),
});
export type Instructor = z.infer<typeof instructor>;

export const listInstructorsQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
