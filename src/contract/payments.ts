import { z } from 'zod/mini';
import { insertedIdAnswer, recordId } from './common.js';

export const CURRENCY = 'usd';

/** A coupon applied to a cart item, as the payment page shows it: all amounts computed by the server. */
export const appliedCoupon = z.object({
  code: z.string(),
  /** e.g. "10% off" or "$5.00 off". */
  label: z.string(),
  /** Dollars taken off the class's price. */
  discount: z.number(),
  /** Dollars to pay: the price less the discount (0 enrols without a card). */
  total: z.number(),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

export const createPaymentIntentBody = z.strictObject({ cartItemId: recordId });

export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  /** US dollars, computed by the server from the class. */
  amount: z.number(),
  currency: z.literal(CURRENCY),
  /** The seat is held for this student until then (ISO 8601). */
  holdExpiresAt: z.string(),
  /** Whether asking again before then extends the hold (once per hold). */
  holdRenewable: z.boolean(),
  /** The item's coupon, when one is applied: `amount` is already after it. */
  coupon: z.nullable(appliedCoupon),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

export const recordPaymentBody = z.strictObject({
  transactionId: z.string().check(z.minLength(1), z.maxLength(255)),
  cartItemId: recordId,
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const recordPaymentAnswer = z.object({ result: insertedIdAnswer });
export type RecordPaymentAnswer = z.infer<typeof recordPaymentAnswer>;

export const paymentStatuses = ['paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const payment = z.object({
  _id: z.string(),
  email: z.string(),
  transactionId: z.string(),
  /** US dollars actually charged (after the coupon's discount). */
  price: z.number(),
  /** The coupon's code as used, or null. */
  coupon: z.nullable(z.string()),
  /** US dollars the coupon took off the class's price (0 without one). */
  discount: z.number(),
  classId: z.nullable(z.string()),
  /** The class (course) name. */
  class: z.string(),
  /** ISO 8601. */
  date: z.string(),
  status: z.enum(paymentStatuses),
  /** US dollars given back so far (a refunded payment that never enrolled: its whole price). */
  amountRefunded: z.number(),
});
export type Payment = z.infer<typeof payment>;

const enrolledClass = z.object({
  /** The enrolment's id. */
  _id: z.string(),
  classId: z.string(),
  name: z.string(),
  price: z.number(),
  img: z.string(),
  instructor: z.string(),
  instructorName: z.string(),
  /** When the student was enrolled (ISO 8601). */
  date: z.string(),
});
export type EnrolledClass = z.infer<typeof enrolledClass>;

export const paymentsConfig = z.object({
  processor: z.enum(['simulated', 'stripe']),
  publishableKey: z.optional(z.string()),
  holdMinutes: z.number(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

const simulatedCard = z.strictObject({
  number: z.string().check(z.maxLength(40)),
  expMonth: z.int().check(z.minimum(1), z.maximum(12)),
  /** Four digits, or two (taken as 20yy). */
  expYear: z.int().check(z.minimum(0), z.maximum(9999)),
  cvc: z.string().check(z.maxLength(10)),
});
export type SimulatedCard = z.infer<typeof simulatedCard>;

export const simulatedConfirmBody = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(255)),
  card: simulatedCard,
});
export type SimulatedConfirmBody = z.infer<typeof simulatedConfirmBody>;

export const simulatedConfirmAnswer = z.object({ status: z.literal('succeeded'), id: z.string() });

export const cardErrorCodes = [
  'card_declined',
  'insufficient_funds',
  'incorrect_number',
  'expired_card',
  'incorrect_cvc',
] as const;
export type CardErrorCode = (typeof cardErrorCodes)[number];

/** Stripe's own wording, so both processors read the same. */
export const cardErrorMessages: Record<CardErrorCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_number: 'Your card number is incorrect.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
};

/** For the simulated processor's 'test mode' notice. */
export const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

/** The check digit of a card number (Luhn): the payment form and the simulated processor both test it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const paymentList = z.array(payment);
export const enrolledClassList = z.array(enrolledClass);
