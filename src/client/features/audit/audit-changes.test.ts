import { describe, expect, it } from 'vitest';
import { changesOf, fieldName } from './audit-changes';

describe('the changes of an audit entry', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      changesOf(
        { status: 'pending', feedback: null, name: 'Greek' },
        { status: 'denied', feedback: 'Add a schedule', name: 'Greek' },
      ),
    ).toEqual([
      { key: 'status', field: 'Status', before: 'pending', after: 'denied' },
      { key: 'feedback', field: 'Feedback', before: 'none', after: 'Add a schedule' },
    ]);
  });

  it('lists every field of something removed, with no after, and of something created, with no before', () => {
    expect(changesOf({ name: 'Greek', priceCents: 4999 }, null)).toEqual([
      { key: 'name', field: 'Name', before: 'Greek', after: null },
      { key: 'priceCents', field: 'Price', before: '$49.99', after: null },
    ]);
    expect(changesOf(null, { code: 'SPRING' })).toEqual([
      { key: 'code', field: 'Code', before: null, after: 'SPRING' },
    ]);
  });

  it('reads amounts in cents as dollars and names fields in words', () => {
    expect(changesOf({ amountRefundedCents: 0 }, { amountRefundedCents: 125000 })).toEqual([
      { key: 'amountRefundedCents', field: 'Amount refunded', before: '$0.00', after: '$1,250.00' },
    ]);
    expect(fieldName('instructorEmail')).toBe('Instructor email');
  });
});
