import { describe, expect, it } from 'vitest';
import { checkEnv, serverLimitsOf } from './env.js';

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

  it('has timeouts and a connection limit by default, and takes others', () => {
    const checked = checkEnv({});
    expect('env' in checked && serverLimitsOf(checked.env)).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxRequestsPerSocket: 1000,
      maxConnections: 1000,
    });
    const set = checkEnv({
      HEADERS_TIMEOUT_MS: '5000',
      MAX_CONNECTIONS: '200',
      MAX_REQUESTS_PER_SOCKET: '0',
    });
    expect('env' in set && serverLimitsOf(set.env)).toMatchObject({
      headersTimeoutMs: 5000,
      maxConnections: 200,
      maxRequestsPerSocket: 0,
    });
  });

  it('refuses a header timeout longer than the request timeout, and timeouts that are not milliseconds', () => {
    const checked = checkEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' });
    expect(checked).toHaveProperty('problems', [
      expect.stringMatching(/^HEADERS_TIMEOUT_MS: must not be longer/),
    ]);
    const bad = checkEnv({ KEEP_ALIVE_TIMEOUT_MS: '5s', MAX_CONNECTIONS: '0' });
    expect('problems' in bad && bad.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'KEEP_ALIVE_TIMEOUT_MS',
      'MAX_CONNECTIONS',
    ]);
  });
});
