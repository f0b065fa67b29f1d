import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors';

/** Far deeper than any body of ours (the deepest is a card inside a payment confirmation). */
const MAX_INPUT_DEPTH = 32;

/** A UTF-16 surrogate without its pair: not a character, so no text of ours can hold it. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has half of a character)';
  return null;
}

/**
 * The first problem of a parsed input: a string (or key) holding U+0000 or a lone surrogate, or nesting
 * deeper than MAX_INPUT_DEPTH. Iterative, so a hostile nesting cannot overflow the stack here.
 */
export function inputProblem(root: unknown): { path: string; problem: string } | null {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, problem };
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'is nested too deeply' };
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return { path: childPath, problem };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text, nor a lone surrogate in JSON (the audit log's before and
 * after); no field of ours needs either, and no input of ours is nested more than a few levels. A request
 * breaking any of these is bad input, refused before any handler runs (the auth library's own routes
 * included).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = inputProblem(value);
      if (!found) continue;
      const field = found.path || where;
      throw AppError.badRequest(`Invalid ${field}: ${found.problem}`, { [field]: found.problem });
    }
  });
}
