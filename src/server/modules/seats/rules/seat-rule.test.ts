import { describe, expect, it } from 'vitest';
import { seatFor, seatsLeft } from './seat-rule.js';

describe('the seat rule', () => {
  it('gives a seat when the class has seats beyond the live holds of other students', () => {
    expect(seatFor(3, 2, false)).toBe('free');
    expect(seatsLeft(3, 2)).toBe(1);
  });

  it('says held when every seat left is held by other students, and full when no seat is left', () => {
    expect(seatFor(2, 2, false)).toBe('held');
    expect(seatFor(0, 0, false)).toBe('full');
    expect(seatFor(0, 3, false)).toBe('full');
  });

  it('lets a student who holds a seat have it while any seat is left, whatever others hold', () => {
    expect(seatFor(1, 5, true)).toBe('free');
    expect(seatFor(0, 0, true)).toBe('full');
  });

  it('never answers fewer than 0 seats left', () => {
    expect(seatsLeft(1, 4)).toBe(0);
  });
});
