import { z } from 'zod/mini';
import { requiredText } from './required-text.js';

const TEACHING_LANGUAGES_MAX = 10;
const TEACHING_LANGUAGE_MAX = 40;
export const TEACHING_EXPERIENCE_MAX = 2000;
export const TEACHING_BIO_MAX = 1000;
export const DECLINE_MESSAGE_MAX = 1000;

/** A signed-in student asks to teach; who asks comes from the session. */
export const teachingApplicationBody = z.strictObject({
  languages: z
    .array(requiredText('Each language', TEACHING_LANGUAGE_MAX), { error: 'Name the languages you teach' })
    .check(
      z.minLength(1, 'Name at least one language you teach'),
      z.maxLength(TEACHING_LANGUAGES_MAX, `Name at most ${TEACHING_LANGUAGES_MAX} languages`),
    ),
  experience: requiredText('Experience', TEACHING_EXPERIENCE_MAX),
  bio: requiredText('Short bio', TEACHING_BIO_MAX),
});
export type TeachingApplicationBody = z.infer<typeof teachingApplicationBody>;

export const teachingApplicationStatuses = ['open', 'accepted', 'declined'] as const;
const teachingApplicationStatus = z.enum(teachingApplicationStatuses);

export const teachingApplication = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.nullable(z.string()),
  languages: z.array(z.string()),
  experience: z.string(),
  bio: z.string(),
  status: teachingApplicationStatus,
  /** The admin's reason when it was declined. */
  message: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type TeachingApplication = z.infer<typeof teachingApplication>;

/** The signed-in person's latest application, or null. */
export const myTeachingApplication = z.object({ application: z.nullable(teachingApplication) });

export const declineApplicationBody = z.strictObject({
  message: requiredText('Message to the applicant', DECLINE_MESSAGE_MAX),
});

export const teachingApplicationIdParam = z.object({ id: z.guid('is not an application id') });
