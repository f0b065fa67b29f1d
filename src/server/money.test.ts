import { describe, expect, it } from 'vitest';
import {
  asCents,
  centsBound,
  centsFromDollars,
  centsLeft,
  decimalText,
  dollarsFromCents,
  leastCents,
  minusCents,
  NO_CENTS,
  percentOfCents,
  proportionOfCents,
  sumCents,
  usdText,
} from './money.js';

describe('money in cents', () => {
  it('turns dollars into cents and back without losing a cent', () => {
    for (const dollars of [0, 0.01, 0.29, 4.35, 19.99, 69, 1234.57, 99999.99]) {
      const cents = centsFromDollars(dollars);
      expect(Number.isInteger(cents)).toBe(true);
      expect(dollarsFromCents(cents)).toBe(dollars);
    }
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars(0.29)).toBe(29);
  });

  it('takes a whole number of cents from the store, and refuses anything else', () => {
    expect(asCents(1250)).toBe(1250);
    expect(asCents('1250')).toBe(1250);
    expect(asCents(1250n)).toBe(1250);
    expect(() => asCents(12.5)).toThrow(RangeError);
    expect(() => asCents('twelve')).toThrow(RangeError);
    expect(() => asCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('keeps only the prices inside a search bound that falls between two cents', () => {
    expect(centsBound(19.995, 'min')).toBe(2000);
    expect(centsBound(19.995, 'max')).toBe(1999);
    expect(centsBound(20, 'min')).toBe(2000);
    expect(centsBound(20, 'max')).toBe(2000);
    expect(centsBound(19.99, 'max')).toBe(1999);
  });

  it('adds, subtracts and compares amounts', () => {
    expect(sumCents()).toBe(0);
    expect(sumCents(asCents(1999), asCents(1), asCents(500))).toBe(2500);
    expect(minusCents(asCents(500), asCents(700))).toBe(-200);
    expect(centsLeft(asCents(500), asCents(700))).toBe(0);
    expect(centsLeft(asCents(700), asCents(500))).toBe(200);
    expect(leastCents(asCents(700), asCents(500), asCents(900))).toBe(500);
    expect(NO_CENTS).toBe(0);
  });

  it('takes a percentage to the nearest cent, half a cent up', () => {
    expect(percentOfCents(asCents(6900), 50)).toBe(3450);
    expect(percentOfCents(asCents(10), 15)).toBe(2); // 1.5 cents
    expect(percentOfCents(asCents(10), 14)).toBe(1); // 1.4 cents
    expect(percentOfCents(asCents(1999), 20)).toBe(400); // 399.8 cents
    expect(percentOfCents(asCents(1), 50)).toBe(1); // half a cent
    expect(percentOfCents(asCents(4999), 100)).toBe(4999);
    expect(percentOfCents(asCents(4999), 0)).toBe(0);
  });

  it('takes a proportion to the nearest cent, and all of it when the whole is nothing', () => {
    expect(proportionOfCents(asCents(1000), 1, 3)).toBe(333);
    expect(proportionOfCents(asCents(1000), 2, 3)).toBe(667);
    expect(proportionOfCents(asCents(5), 1, 2)).toBe(3); // 2.5 cents
    expect(proportionOfCents(asCents(1000), 1, 0)).toBe(1000);
  });

  it('writes amounts as people read them', () => {
    expect(usdText(asCents(6900))).toBe('$69.00');
    expect(usdText(asCents(0))).toBe('$0.00');
    expect(usdText(asCents(5))).toBe('$0.05');
    expect(usdText(asCents(125000))).toBe('$1,250.00');
    expect(usdText(asCents(123456789))).toBe('$1,234,567.89');
    expect(usdText(asCents(-500))).toBe('-$5.00');
  });

  it('writes amounts the way Intl writes US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 1999, 100000, 9999999, -1, -123456]) {
      expect(usdText(asCents(cents))).toBe(intl.format(cents / 100));
    }
  });

  it('writes amounts as a plain decimal for files', () => {
    expect(decimalText(asCents(6900))).toBe('69.00');
    expect(decimalText(asCents(5))).toBe('0.05');
    expect(decimalText(asCents(125000))).toBe('1250.00');
    expect(decimalText(asCents(-5))).toBe('-0.05');
    expect(decimalText(asCents(0))).toBe('0.00');
  });
});
