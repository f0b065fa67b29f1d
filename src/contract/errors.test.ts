import { describe, expect, it } from 'vitest';
import { errorBody } from './errors.js';

describe('the error body', () => {
  it('takes a code from the list', () => {
    expect(
      errorBody.safeParse({ error: { code: 'has_classes', message: 'Reassign them first.' } }).success,
    ).toBe(true);
    expect(errorBody.safeParse({ error: { code: 'card_declined', message: 'Declined.' } }).success).toBe(
      true,
    );
  });

  it('refuses a code that is not in the list', () => {
    expect(errorBody.safeParse({ error: { code: 'teapot', message: 'No.' } }).success).toBe(false);
  });
});
