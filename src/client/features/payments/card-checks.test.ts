import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardMessages,
  checkCard,
  fieldOfCardError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  onlyDigits,
  parseExpiry,
  toSimulatedCard,
} from './card-checks';

const march2026 = new Date(2026, 2, 15);
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card number formatting', () => {
  it('groups digits in fours as they are typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything that is not a digit, wherever it was typed', () => {
    expect(formatCardNumber('4242-4242 42a42 42-42')).toBe('4242 4242 4242 4242');
  });

  it('stops at 19 digits, and at 15 for American Express, grouped 4-6-5', () => {
    expect(onlyDigits(formatCardNumber('1'.repeat(25)))).toHaveLength(19);
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });

  it('keeps every digit and is stable when formatted twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 -]{0,30}$/), (typed) => {
        const once = formatCardNumber(typed);
        expect(formatCardNumber(once)).toBe(once);
        expect(onlyDigits(typed).startsWith(onlyDigits(once))).toBe(true);
      }),
    );
  });
});

describe('expiry formatting and parsing', () => {
  it('writes MM/YY as the digits come', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('takes a first digit above 1 as a one-digit month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04/28');
  });

  it('reads two- and four-digit years', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('0428')).toBeNull();
    expect(parseExpiry('04/')).toBeNull();
  });
});

describe('the card checks', () => {
  it('finds nothing wrong with a good test card', () => {
    expect(checkCard(good, march2026)).toEqual([]);
    expect(checkCard({ number: '3782 822463 10005', expiry: '03/26', cvc: '1234' }, march2026)).toEqual([]);
  });

  it('reports every empty field, in the order of the form', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, march2026)).toEqual([
      { field: 'number', message: cardMessages.numberIncomplete },
      { field: 'expiry', message: cardMessages.expiryIncomplete },
      { field: 'cvc', message: cardMessages.cvcIncomplete },
    ]);
  });

  it('calls a short number incomplete and a full one that fails Luhn invalid', () => {
    const problem = (number: string) => checkCard({ ...good, number }, march2026)[0]?.message;
    expect(problem('4242 4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(problem('4242 4242 4242 4241')).toBe(cardMessages.numberInvalid);
    expect(problem('3782 822463 1000')).toBe(cardMessages.numberIncomplete);
  });

  it('accepts the current month and refuses last month, a thirteenth month and a far-off year', () => {
    const problem = (expiry: string) => checkCard({ ...good, expiry }, march2026)[0]?.message;
    expect(problem('03/26')).toBeUndefined();
    expect(problem('02/26')).toBe(cardMessages.expiryPast);
    expect(problem('12/25')).toBe(cardMessages.expiryPast);
    expect(problem('13/30')).toBe(cardMessages.expiryInvalid);
    expect(problem('00/30')).toBe(cardMessages.expiryInvalid);
    expect(problem('01/99')).toBe(cardMessages.expiryTooFar);
    expect(problem('1/3')).toBe(cardMessages.expiryIncomplete);
  });

  it('wants a 3-digit security code, or 4 digits on American Express', () => {
    const problem = (number: string, cvc: string) => checkCard({ ...good, number, cvc }, march2026)[0];
    expect(problem(good.number, '12')).toEqual({ field: 'cvc', message: cardMessages.cvcIncomplete });
    expect(problem(good.number, '1234')).toBeUndefined();
    expect(problem('3782 822463 10005', '123')).toEqual({
      field: 'cvc',
      message: cardMessages.cvcIncomplete,
    });
    expect(formatCvc('1a2b3c4d5')).toBe('1234');
  });
});

describe('the simulated processor body', () => {
  it('sends digits only and a four-digit year', () => {
    expect(toSimulatedCard(good)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });

  it('puts each processor error on the field it is about', () => {
    expect(fieldOfCardError('card_declined')).toBe('number');
    expect(fieldOfCardError('insufficient_funds')).toBe('number');
    expect(fieldOfCardError('incorrect_number')).toBe('number');
    expect(fieldOfCardError('expired_card')).toBe('expiry');
    expect(fieldOfCardError('incorrect_cvc')).toBe('cvc');
    expect(fieldOfCardError('conflict')).toBeNull();
  });
});
