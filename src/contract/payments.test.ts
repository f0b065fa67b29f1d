import { describe, expect, it } from 'vitest';
import { passesLuhn } from './payments.js';

describe('the Luhn check', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '378282246310005']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it('catches every single-digit change of a valid number', () => {
    const valid = '4242424242424242';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        expect(passesLuhn(valid.slice(0, i) + d + valid.slice(i + 1))).toBe(false);
      }
    }
  });
});
