import { z } from 'zod/mini';

/** `withdrawn`: the class stopped selling seats (it started or ended) while the student was in line. */
export const waitlistStatuses = ['waiting', 'offered', 'left', 'expired', 'accepted', 'withdrawn'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** The statuses of a student still in line: one such entry per student and class at most. */
export const openWaitlistStatuses = ['waiting', 'offered'] as const;

/** One class the signed-in student is waiting for, or has been offered a seat in. */
const myWaitlistEntry = z.object({
  classId: z.string(),
  className: z.string(),
  status: z.enum(openWaitlistStatuses),
  /** 1 for the first in line; null once a seat is offered. */
  position: z.nullable(z.int()),
  /** When the held seat is released to the next in line, if not paid for by then. */
  offerExpiresAt: z.nullable(z.string()),
  /** The cart item holding the offered seat: the payment page's address. */
  cartItemId: z.nullable(z.string()),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntry>;
export const myWaitlist = z.array(myWaitlistEntry);

export const joinWaitlistAnswer = z.object({ position: z.int() });

/** One student in a class's line, as its instructor and admins see it (the email for admins only). */
const classWaitlistEntry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  status: z.enum(openWaitlistStatuses),
  position: z.nullable(z.int()),
  joinedAt: z.string(),
  offerExpiresAt: z.nullable(z.string()),
});
export type ClassWaitlistEntry = z.infer<typeof classWaitlistEntry>;
export const classWaitlist = z.object({
  classId: z.string(),
  className: z.string(),
  entries: z.array(classWaitlistEntry),
});
export type ClassWaitlist = z.infer<typeof classWaitlist>;

export const leaveWaitlistAnswer = z.object({ left: z.boolean() });

export const WAITLIST_ALREADY = 'You are already on the waitlist of this class.';
export const WAITLIST_SEAT_FREE = 'A seat is free in this class: select it instead of joining the waitlist.';
export const WAITLIST_OWN_CLASS = 'This is your own class: you cannot join its waitlist.';
export const WAITLIST_NOT_ON = 'You are not on the waitlist of this class.';
export const WAITLIST_EMAIL_NOT_VERIFIED =
  'Please verify your email address before joining a waitlist: open the link we mailed you, or send it again from your dashboard.';
/** The default of WAITLIST_MAX_LINES: how many lines one student may be in at once. */
export const DEFAULT_WAITLIST_MAX_LINES = 5;
/** Refuses a join beyond the cap; `lines` is the cap in force. */
export const waitlistLimitMessage = (lines: number) =>
  `You are already on ${lines} ${lines === 1 ? 'waitlist' : 'waitlists'}, the most a student may join at once. Leave one of them to join this one.`;
