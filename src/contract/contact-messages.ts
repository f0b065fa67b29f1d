import { z } from 'zod/mini';
import { email } from './auth.js';
import { requiredText } from './required-text.js';
import { NAME_MAX } from './users.js';

const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_ANSWER_MAX = 5000;

/** What a visitor sends from the Contact page. */
export const contactMessageBody = z.strictObject({
  name: requiredText('Name', NAME_MAX),
  email,
  subject: z.optional(
    z
      .string({ error: 'Subject must be text' })
      .check(
        z.trim(),
        z.maxLength(CONTACT_SUBJECT_MAX, `Subject should be at most ${CONTACT_SUBJECT_MAX} characters long`),
      ),
  ),
  message: requiredText('Message', CONTACT_MESSAGE_MAX),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

export const contactMessageSent = z.object({ _id: z.string(), message: z.string() });

export const contactMessageStatuses = ['open', 'answered'] as const;
const contactMessageStatus = z.enum(contactMessageStatuses);

/** A message as admins read it on the dashboard. */
export const contactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.nullable(z.string()),
  message: z.string(),
  status: contactMessageStatus,
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  answeredBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/**
 * An admin marks a message answered (with the answer they wrote, if any) or opens it again. The answer is
 * stored, shown on the dashboard and mailed to the sender in the same transaction.
 */
export const answerContactMessageBody = z.strictObject({
  answered: z.boolean({ error: 'Say whether the message is answered' }),
  answer: z.optional(requiredText('Answer', CONTACT_ANSWER_MAX)),
});
export type AnswerContactMessageBody = z.infer<typeof answerContactMessageBody>;

export const contactMessageIdParam = z.object({ id: z.guid('is not a message id') });
