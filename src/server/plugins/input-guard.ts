import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors';
import { serverText, sourceMessages, type ServerMessageId } from '#server/i18n/server-messages';

/** Far deeper than any body of ours (the deepest is a card inside a payment confirmation). */
const MAX_INPUT_DEPTH = 32;

/** A UTF-16 surrogate without its pair: not a character, so no text of ours can hold it. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): ServerMessageId | null {
  if (text.includes('\u0000')) return 'field.nul_character';
  if (LONE_SURROGATE.test(text)) return 'field.half_character';
  return null;
}

/** The first problem of a parsed input, as the catalogue's message. */
function firstProblem(root: unknown): { path: string; problem: ServerMessageId } | null {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, problem };
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'field.nested_too_deeply' };
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
 * The first problem of a parsed input, in English: a string (or key) holding U+0000 or a lone surrogate, or
 * nesting deeper than MAX_INPUT_DEPTH. Iterative, so a hostile nesting cannot overflow the stack here.
 */
export function inputProblem(root: unknown): { path: string; problem: string } | null {
  const found = firstProblem(root);
  return found && { path: found.path, problem: sourceMessages[found.problem] };
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
      const found = firstProblem(value);
      if (!found) continue;
      const field = found.path || where;
      const problem = serverText(found.problem);
      throw AppError.badRequest(serverText('bad_request.field', { field, problem }), { [field]: problem });
    }
  });
}
