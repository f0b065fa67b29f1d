import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("answers the server's message for an error of our API", () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'The class is full.'), 'Try again.')).toBe(
      'The class is full.',
    );
  });

  it("prefers the server's message for the named field", () => {
    const error = new ApiError(400, 'bad_request', 'Check the form.', { email: 'Enter a valid email.' });
    expect(errorMessage(error, 'Try again.', 'email')).toBe('Enter a valid email.');
    expect(errorMessage(error, 'Try again.', 'name')).toBe('Check the form.');
  });

  it('answers the fallback for any other error', () => {
    expect(errorMessage(new Error('fetch failed at line 3'), 'Try again.')).toBe('Try again.');
    expect(errorMessage('nonsense', null)).toBeNull();
  });
});
