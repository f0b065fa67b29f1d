import { z } from 'zod/mini';
import { recordId } from './common.js';

export const ALREADY_SELECTED = 'The class id already selected';
export const ALREADY_ENROLLED = 'You are already enrolled in this class.';
export const CLASS_FULL = 'This class is full.';
export const SEATS_HELD =
  'Every remaining seat is held by students who are paying right now. Please try again in a few minutes.';

/** Unpaid seats one student may hold at a time. */
export const MAX_HELD_SEATS = 3;
/** How often asking to pay again may extend a running hold. */
export const MAX_HOLD_RENEWALS = 1;
export const HELD_SEATS_LIMIT = `You already hold seats in ${MAX_HELD_SEATS} classes you have not paid for, the most a student may hold at a time. Pay for one of them, remove one from your selected classes, or wait until a hold runs out, then try again.`;
export const OWN_CLASS_SELECT = 'This is your own class: you cannot select it.';
export const OWN_CLASS_PAY = 'This is your own class: you cannot buy a seat in it.';

/** A selected class, with what the payment page needs. */
export const cartItem = z.object({
  _id: z.string(),
  classId: z.string(),
  name: z.string(),
  img: z.string(),
  /** US dollars, from the class. */
  price: z.number(),
  /** The owner's email. */
  email: z.string(),
  instructor: z.string(),
  instructorName: z.string(),
  /** Seats this student can still get: the class's seats minus seats held by other students. */
  availableSeats: z.int(),
  /** When this student's seat hold ends (ISO 8601), or null without an active hold. */
  holdExpiresAt: z.nullable(z.string()),
});
export type CartItem = z.infer<typeof cartItem>;

/** The spec's client sends ?email=; it may only name the caller. */
export const listCartQuery = z.object({
  email: z.optional(z.string().check(z.maxLength(120))),
});

export const addToCartBody = z.strictObject({ classId: recordId });

export const cartItemParams = z.object({ id: recordId });

export const cartItemList = z.array(cartItem);
