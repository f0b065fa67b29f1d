import { asCents } from '#server/money';
import { describe, expect, it } from 'vitest';
import { classSaleOf } from './class-sale.js';
import { ineligibility } from './eligibility.js';

const upcoming = classSaleOf(asCents(5000), { sessionsTotal: 4, sessionsLeft: 4, ongoing: false }, false);
const ended = classSaleOf(asCents(5000), { sessionsTotal: 4, sessionsLeft: 0, ongoing: false }, false);
const cls = { status: 'approved', instructorId: 'teacher' };

describe('the eligibility rule', () => {
  it('lets a student have a seat in an approved class of someone else, for sale, with a seat', () => {
    expect(ineligibility({ userId: 'ann', cls, sale: upcoming, enrolled: false, seat: 'free' })).toBeNull();
  });

  it('refuses a class that does not exist or is not approved', () => {
    expect(ineligibility({ userId: 'ann', cls: null })).toBe('unavailable');
    expect(ineligibility({ userId: 'ann', cls: { ...cls, status: 'pending' }, sale: upcoming })).toBe(
      'unavailable',
    );
  });

  it("refuses the class's own instructor", () => {
    expect(ineligibility({ userId: 'teacher', cls, sale: upcoming })).toBe('own-class');
  });

  it('refuses a class that is not for sale before asking whether the student is enrolled', () => {
    expect(ineligibility({ userId: 'ann', cls, sale: ended, enrolled: true })).toBe('not-for-sale');
    expect(ineligibility({ userId: 'ann', cls, sale: null })).toBe('not-for-sale');
  });

  it('refuses a student enrolled already, then a class without a seat for them', () => {
    expect(ineligibility({ userId: 'ann', cls, sale: upcoming, enrolled: true, seat: 'full' })).toBe(
      'already-enrolled',
    );
    expect(ineligibility({ userId: 'ann', cls, sale: upcoming, seat: 'full' })).toBe('full');
    expect(ineligibility({ userId: 'ann', cls, sale: upcoming, seat: 'held' })).toBe('held');
  });

  it('leaves out what the caller does not ask: no sale, no enrolment, no seat', () => {
    expect(ineligibility({ userId: 'ann', cls })).toBeNull();
  });
});
