import { describe, expect, it } from 'vitest';
import { TOO_MANY_SIGN_UPS } from '#contract/third-party';
import { describePopupError } from './third-party-sign-in';

describe('the sign-in popup errors', () => {
  it('tell a visitor refused a new account for too many from their address what happened', () => {
    expect(describePopupError(TOO_MANY_SIGN_UPS)).toBe(
      'Too many new accounts were made from this address. Please try again later.',
    );
  });

  it('fall back to a general text with the code for an unknown one', () => {
    expect(describePopupError('something_else')).toBe(
      'The sign-in did not complete (something_else). Please try again.',
    );
  });
});
