import { z } from 'zod/mini';
import { EMAIL_MAX } from './users.js';

export const newsletterSignup = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX, 'Use at most 120 characters'),
      z.email('Enter a valid email address'),
    ),
});

export const newsletterAnswer = z.object({ message: z.string() });
