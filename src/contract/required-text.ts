import { z } from 'zod/mini';

/** A required, trimmed text field whose messages name it: 'Name is required', '… at most 120 characters long'. */
export const requiredText = (what: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`),
    })
    .check(
      z.trim(),
      z.minLength(1, `${what} is required`),
      z.maxLength(max, `${what} should be at most ${max} characters long`),
    );
