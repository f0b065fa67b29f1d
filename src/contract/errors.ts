import { z } from 'zod/mini';
import { cardErrorCodes } from './payments.js';

/** Every `error.code` the API answers with; nothing else passes `errorBody`. */
const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'service_unavailable',
  'bad_gateway',
  'internal_error',
  /** 402: the card processor has not confirmed the payment yet. */
  'payment_incomplete',
  /** 402 from the simulated card processor, in Stripe's words. */
  ...cardErrorCodes,
  /** 409 refusing to delete a student who has paid enrolments (refund=true settles it). */
  'paid_enrolments',
  /** 409 refusing to demote or delete an instructor who still has classes. */
  'has_classes',
  /** 409: paying needs a verified email address. */
  'email_unverified',
  /** 409: a student is in as many waitlists at once as one may be (WAITLIST_MAX_LINES). */
  'waitlist_limit',
  /** 410: a mailed link past its time. */
  'link_expired',
  /** 409: a mailed link used before. */
  'link_used',
  /** 409: a cancellation's refund is not the one the student was shown (time passed a boundary). */
  'refund_changed',
  /** 409: every session of the class has taken place: it is not for sale and its waitlist takes no one. */
  'class_ended',
  /** 409: the class has started and the school does not let students join late (or no session is left). */
  'class_started',
  /** 404: the mailbox is open only while the school sends no mail (no SMTP_URL). */
  'mailbox_closed',
] as const;
const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorBody = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
