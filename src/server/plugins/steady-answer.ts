import { setTimeout as sleep } from 'node:timers/promises';
import type { onSendHookHandler } from 'fastify';

/**
 * Answers of routes whose work differs with whether an address has an account (sign-up, "Forgot
 * password?") leave no sooner than these many milliseconds after the request arrived: about ten times the
 * slower branch's own time on an idle 2-CPU host, so that even on a loaded one both branches answer at the
 * floor and their times tell nothing; see docs/decisions/even-answer-times.md.
 */
export const STEADY_ANSWER_MS = { signUp: 400, forgotPassword: 400 } as const;

/**
 * An onSend hook holding the answer (errors included) until `ms` have passed since the request arrived.
 * `wait` is the timer; tests record the waits instead.
 */
export function answerNoSoonerThan(
  ms: number,
  wait: (ms: number) => Promise<unknown> = sleep,
): onSendHookHandler {
  return async (_request, reply, payload) => {
    const left = ms - reply.elapsedTime;
    if (left > 0) await wait(left);
    return payload;
  };
}
