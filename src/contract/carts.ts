import { z } from 'zod/mini';
import { recordId } from './common.js';
import { timeZone } from './schedule.js';
import { appliedCoupon } from './payments.js';
import { classSale, refundTerms } from './class-sale.js';

export * from './cart-rules.js';

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
  /**
   * The coupon the student applied, with the total after it (computed by the server; checked again when
   * paying), or null. The server always sends it; optional so answers and fixtures from before it pass.
   */
  coupon: z.optional(z.nullable(appliedCoupon)),
  /** Whether it can still be bought, and at what price (joining late); the refund policy for buying now. */
  sale: z.optional(classSale),
  refundTerms: z.optional(refundTerms),
});
export type CartItem = z.infer<typeof cartItem>;

/** The spec's client sends ?email=; it may only name the caller. */
export const listCartQuery = z.object({
  email: z.optional(z.string().check(z.maxLength(120))),
  /** The reader's IANA zone, for the dates of the refund policy (each class's own when absent). */
  tz: z.optional(timeZone),
});

export const cartItemQuery = z.object({ tz: z.optional(timeZone) });

export const addToCartBody = z.strictObject({ classId: recordId });

export const cartItemParams = z.object({ id: recordId });

export const cartItemList = z.array(cartItem);
