import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env.js';

class Exit extends Error {}

function problemsOf(source: NodeJS.ProcessEnv): string {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
  vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Exit();
  });
  expect(() => parseEnv(source)).toThrow(Exit);
  return errors.join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
});

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};
// Production also requires the site's address; these tests are about the payment settings.
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  PUBLIC_URL: 'https://school.example',
} as const;

describe('payment settings in the environment', () => {
  it('defaults to the simulated processor and a 10 minute seat hold', () => {
    const env = parseEnv({});
    expect(env.SEAT_HOLD_MINUTES).toBe(10);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseEnv({ SEAT_HOLD_MINUTES: '3', STRIPE_SECRET_KEY: '' }).SEAT_HOLD_MINUTES).toBe(3);
  });

  it('refuses the simulated processor in production unless explicitly allowed, with a readable reason', () => {
    expect(problemsOf({ ...production })).toMatch(
      /STRIPE_SECRET_KEY: the simulated card processor .* refused/,
    );
    expect(parseEnv({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true' }).ALLOW_SIMULATED_PAYMENTS).toBe(
      'true',
    );
    expect(parseEnv({ ...production, ...stripe }).STRIPE_SECRET_KEY).toBe('sk_test_abc');
  });

  it('wants both Stripe keys and the webhook secret together', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(/STRIPE_PUBLISHABLE_KEY/);
    expect(problemsOf({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(problemsOf({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toMatch(/pk_test_/);
    expect(problemsOf({ SEAT_HOLD_MINUTES: '0' })).toMatch(/SEAT_HOLD_MINUTES/);
  });
});
