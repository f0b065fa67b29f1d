/*
 * The simulated processor's card form checks what a card form can know before asking the processor: the
 * number's length and check digit (Luhn), the expiry and the security code. The wording follows Stripe's
 * card element, so both processors read the same. The processor still decides (declines, funds).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passesLuhn } from '#contract/payments';
import type { ApiErrorCode } from '#client/api-client.ts';

export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardProblem {
  field: CardField;
  /** Read in the form's language when it is shown. */
  message: MessageDescriptor;
}

export const cardMessages = {
  numberIncomplete: msg`Your card number is incomplete.`,
  numberInvalid: msg`Your card number is invalid.`,
  expiryIncomplete: msg`Your card's expiration date is incomplete.`,
  expiryInvalid: msg`Your card's expiration date is invalid.`,
  expiryPast: msg`Your card's expiration date is in the past.`,
  expiryTooFar: msg`Your card's expiration year is invalid.`,
  cvcIncomplete: msg`Your card's security code is incomplete.`,
};

const MAX_YEARS_AHEAD = 50;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** American Express: 15 digits shown 4-6-5, with a 4-digit security code. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** Card numbers are 12 to 19 digits; American Express has 15. */
function maxCardDigits(digits: string): number {
  return isAmex(digits) ? 15 : 19;
}

/** '4242424242424242' → '4242 4242 4242 4242'; American Express '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const all = onlyDigits(value);
  const digits = all.slice(0, maxCardDigits(all));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** Typed digits become MM/YY; a first digit above 1 can only be a month of one digit: '4' → '04'. */
export function formatExpiry(value: string): string {
  let digits = onlyDigits(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YY' (or MM/YYYY) → month and four-digit year; null when it is not a whole date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** Security codes are 3 digits, or 4 on American Express cards. */
export function formatCvc(value: string): string {
  return onlyDigits(value).slice(0, 4);
}

/** The fewest digits a number of this brand has: American Express 15, Diners Club 14, others 16. */
function minCardDigits(digits: string): number {
  if (isAmex(digits)) return 15;
  if (/^3(0[0-5]|[689])/.test(digits)) return 14;
  return 16;
}

function numberProblem(value: string): MessageDescriptor | null {
  const digits = onlyDigits(value);
  if (digits.length < minCardDigits(digits)) return cardMessages.numberIncomplete;
  if (!passesLuhn(digits)) return cardMessages.numberInvalid;
  return null;
}

function expiryProblem(value: string, now: Date): MessageDescriptor | null {
  if (onlyDigits(value).length < 4) return cardMessages.expiryIncomplete;
  const expiry = parseExpiry(value);
  if (!expiry) return cardMessages.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return cardMessages.expiryInvalid;
  // A card is good until the end of its expiry month.
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const expiryMonth = expiry.year * 12 + expiry.month - 1;
  if (expiryMonth < thisMonth) return cardMessages.expiryPast;
  if (expiry.year > now.getFullYear() + MAX_YEARS_AHEAD) return cardMessages.expiryTooFar;
  return null;
}

function cvcProblem(value: string, cardNumber: string): MessageDescriptor | null {
  const digits = onlyDigits(value);
  const needed = isAmex(onlyDigits(cardNumber)) ? 4 : 3;
  return digits.length < needed || digits.length !== value.trim().length ? cardMessages.cvcIncomplete : null;
}

/** Every problem, in the order of the form's fields (number, expiry, security code). */
export function checkCard(card: CardInput, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const number = numberProblem(card.number);
  if (number) problems.push({ field: 'number', message: number });
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) problems.push({ field: 'expiry', message: expiry });
  const cvc = cvcProblem(card.cvc, card.number);
  if (cvc) problems.push({ field: 'cvc', message: cvc });
  return problems;
}

/** The body the simulated processor takes. Call after checkCard found nothing. */
export function toSimulatedCard(card: CardInput) {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new Error('checkCard first: the expiry is not a date');
  return {
    number: onlyDigits(card.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: onlyDigits(card.cvc),
  };
}

/** The form field a processor's card error belongs to, so the form can colour it. */
export function fieldOfCardError(code: ApiErrorCode): CardField | null {
  switch (code) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'incorrect_number':
      return 'number';
    case 'expired_card':
      return 'expiry';
    case 'incorrect_cvc':
      return 'cvc';
    default:
      return null;
  }
}
