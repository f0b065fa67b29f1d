import { z } from 'zod/mini';

/**
 * The audit log: every admin action and every movement of money, with who, when, what,
 * and the values before and after. The lists are closed: the store refuses any other action or subject.
 */
export const auditActions = [
  'role.changed',
  'user.deleted',
  'class.approved',
  'class.denied',
  'class.deleted',
  'class.reassigned',
  'session.moved',
  'session.cancelled',
  'attendance.recorded',
  'teaching-application.accepted',
  'teaching-application.declined',
  'contact-message.answered',
  'contact-message.reopened',
  'refund.issued',
  'coupon.created',
  'coupon.changed',
  'payout.recorded',
  'settings.changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditSubjectTypes = [
  'user',
  'class',
  'session',
  'teaching-application',
  'contact-message',
  'payment',
  'coupon',
  'payout',
  'settings',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];


/** Values as they were or became: plain JSON, small (the fields the action touched). */
const auditValues = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof auditValues>;

const auditEvent = z.object({
  _id: z.string(),
  at: z.string(),
  /** Copied when the entry was written: it stays after the account is deleted. Null: the system itself. */
  actor: z.object({
    id: z.nullable(z.string()),
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  action: z.enum(auditActions),
  subjectType: z.enum(auditSubjectTypes),
  subjectId: z.string(),
  subjectLabel: z.nullable(z.string()),
  before: z.nullable(auditValues),
  after: z.nullable(auditValues),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const AUDIT_PAGE_SIZE = 50;
const AUDIT_PAGE_MAX = 100;

const instant = (what: string) =>
  z.iso.datetime({
    offset: true,
    error: `${what} must be a date and time (ISO 8601, e.g. 2026-11-27T00:00:00Z)`,
  });

export const auditQuery = z
  .object({
    action: z.optional(
      z.enum(auditActions, { error: () => `action must be one of ${auditActions.join(', ')}` }),
    ),
    /** Part of the actor's name or email, any case. */
    actor: z.optional(z.string().check(z.trim(), z.maxLength(120, 'actor should be at most 120 characters'))),
    subjectType: z.optional(
      z.enum(auditSubjectTypes, {
        error: () => `subjectType must be one of ${auditSubjectTypes.join(', ')}`,
      }),
    ),
    /** Part of the subject's name or email as recorded, or its exact id, any case. */
    subject: z.optional(
      z.string().check(z.trim(), z.maxLength(120, 'subject should be at most 120 characters')),
    ),
    subjectId: z.optional(
      z.string().check(z.trim(), z.maxLength(64, 'subjectId should be at most 64 characters')),
    ),
    /** Entries at or after this instant. */
    from: z.optional(instant('from')),
    /** Entries before this instant. */
    to: z.optional(instant('to')),
    /** The `nextCursor` of the page before: entries older than it. */
    cursor: z.optional(
      z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'cursor must be a nextCursor from the page before')),
    ),
    /** How many entries a page holds, 1 to AUDIT_PAGE_MAX (the query string's text; no coercion here). */
    limit: z.optional(
      z
        .string()
        .check(z.regex(/^(100|[1-9]\d?)$/, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)),
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
      message: 'from must be before to',
      path: ['to'],
    }),
  );
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({
  events: z.array(auditEvent),
  /** Pass as `cursor` for the older entries; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPage>;
