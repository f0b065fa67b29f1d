import { describe, expect, it } from 'vitest';
import { cardOutcome } from './test-cards.js';

const now = new Date('2030-06-15T12:00:00Z');
const card = (changes: object = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  ...changes,
});

describe("the simulated processor's test cards", () => {
  it('lets a card expiring this month pay, and refuses last month', () => {
    expect(cardOutcome(card({ expMonth: 6, expYear: 2030 }), now)).toBeNull();
    expect(cardOutcome(card({ expMonth: 5, expYear: 2030 }), now)).toBe('expired_card');
    expect(cardOutcome(card({ expMonth: 6, expYear: 30 }), now)).toBeNull();
    expect(cardOutcome(card({ expMonth: 12, expYear: 29 }), now)).toBe('expired_card');
  });

  it('checks the number first, then the expiry, then the CVC, as Stripe does', () => {
    expect(cardOutcome(card({ number: '4242 4242 4242 4241', expYear: 2001, cvc: 'x' }), now)).toBe(
      'incorrect_number',
    );
    expect(cardOutcome(card({ expYear: 2001, cvc: 'x' }), now)).toBe('expired_card');
    expect(cardOutcome(card({ cvc: '1' }), now)).toBe('incorrect_cvc');
  });

  it('accepts spaces and dashes in the number and a four-digit CVC', () => {
    expect(cardOutcome(card({ number: '4242-4242-4242-4242', cvc: '1234' }), now)).toBeNull();
    expect(cardOutcome(card({ number: '3782 822463 10005', cvc: '1234' }), now)).toBeNull();
  });

  it('declines a real-looking card that is not a test card, as Stripe test mode does', () => {
    expect(cardOutcome(card({ number: '4111 1111 1111 1111' }), now)).toBe('card_declined');
  });
});
