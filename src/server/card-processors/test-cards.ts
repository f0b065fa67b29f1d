import { passesLuhn, type CardErrorCode, type SimulatedCard } from '#contract/payments';

const declines: Record<string, CardErrorCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

// Stripe's test numbers that succeed; any other real-looking number is declined, as in Stripe's test mode.
const successes = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

/** Checks a card as Stripe's test mode does, in its order; null means the payment succeeds. */
export function cardOutcome(card: SimulatedCard, now: Date): CardErrorCode | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'incorrect_number';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) return 'expired_card';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'incorrect_cvc';
  const decline = declines[digits];
  if (decline) return decline;
  return successes.has(digits) ? null : 'card_declined';
}

/** The field a card error belongs to, so the form can colour it. */
export const cardErrorField: Record<CardErrorCode, string> = {
  card_declined: 'card.number',
  insufficient_funds: 'card.number',
  incorrect_number: 'card.number',
  expired_card: 'card.expYear',
  incorrect_cvc: 'card.cvc',
};

/** The card's brand as Stripe names it, from its first digits (the card's network). */
function cardBrand(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** What a receipt may show of a card: its brand and last four digits, never more. */
export function paidCard(number: string): { brand: string; last4: string } {
  const digits = number.replace(/[\s-]/g, '');
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
