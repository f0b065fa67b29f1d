import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';

describe('AppError', () => {
  it('carries a code from the contract list', () => {
    expect(AppError.conflict('Reassign them first.', 'has_classes').code).toBe('has_classes');
    // @ts-expect-error: a code outside the contract's list does not compile.
    expect(new AppError(418, 'teapot', 'No.').code).toBe('teapot');
  });
});
