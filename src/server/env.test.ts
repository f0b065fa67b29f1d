import { describe, expect, it } from 'vitest';
import { checkEnv } from './env.js';

describe('the environment', () => {
  it('has working defaults for a development run', () => {
    const checked = checkEnv({});
    expect(checked).toEqual({
      env: expect.objectContaining({ PORT: 3000, DATA_DIR: './data', AUTH_RATE_LIMIT: 'on' }),
    });
  });

  it('refuses to run in production without a session secret', () => {
    const checked = checkEnv({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
    expect(checked).toEqual({ problems: ['SESSION_SECRET: is required when NODE_ENV=production'] });
    const withSecret = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    expect(checkEnv(withSecret)).toHaveProperty('env');
  });

  it('wants the OpenID Connect client secret whenever a provider is configured', () => {
    const checked = checkEnv({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'abc' });
    expect(checked).toHaveProperty('problems', [expect.stringMatching(/^OIDC_CLIENT_SECRET:/)]);
  });

  it('lists every bad value readably', () => {
    const checked = checkEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect('problems' in checked && checked.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
    ]);
  });
});
