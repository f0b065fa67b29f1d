import { describe, expect, it } from 'vitest';
import {
  checkEnv,
  demoOidcOf,
  mailFromOf,
  serverLimitsOf,
  siteOriginsOf,
  siteUrlOf,
  type Env,
} from './env.js';

describe('the environment', () => {
  it('has working defaults for a development run', () => {
    const checked = checkEnv({});
    expect(checked).toEqual({
      env: expect.objectContaining({ PORT: 3000, DATA_DIR: './data', AUTH_RATE_LIMIT: 'on' }),
    });
  });

  it('holds a seat offered from a waitlist for 24 hours by default, and refuses an offer of no time or over a week', () => {
    expect(checkEnv({})).toEqual({ env: expect.objectContaining({ WAITLIST_OFFER_HOURS: 24 }) });
    expect(checkEnv({ WAITLIST_OFFER_HOURS: '48' })).toEqual({
      env: expect.objectContaining({ WAITLIST_OFFER_HOURS: 48 }),
    });
    for (const bad of ['0', '169', 'a day', '1.5']) {
      const checked = checkEnv({ WAITLIST_OFFER_HOURS: bad });
      expect(checked).toHaveProperty('problems', [expect.stringMatching(/^WAITLIST_OFFER_HOURS:/)]);
    }
  });

  it('lets a student be in 5 waitlists at once by default, and refuses a cap of none or over 50', () => {
    expect(checkEnv({})).toEqual({ env: expect.objectContaining({ WAITLIST_MAX_LINES: 5 }) });
    expect(checkEnv({ WAITLIST_MAX_LINES: '2' })).toEqual({
      env: expect.objectContaining({ WAITLIST_MAX_LINES: 2 }),
    });
    for (const bad of ['0', '51', 'five', '2.5']) {
      const checked = checkEnv({ WAITLIST_MAX_LINES: bad });
      expect(checked).toHaveProperty('problems', [expect.stringMatching(/^WAITLIST_MAX_LINES:/)]);
    }
  });

  it('refuses to run in production without a session secret', () => {
    const checked = checkEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://school.example',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    });
    expect(checked).toEqual({ problems: ['SESSION_SECRET: is required when NODE_ENV=production'] });
    const withSecret = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://school.example',
      SESSION_SECRET: 's'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    expect(checkEnv(withSecret)).toHaveProperty('env');
  });

  it('refuses to run in production without PUBLIC_URL, saying what it is for', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    expect(checkEnv(production)).toEqual({
      problems: [
        expect.stringMatching(/^PUBLIC_URL: is required when NODE_ENV=production: the address people type/),
      ],
    });
    expect(checkEnv({ ...production, PUBLIC_URL: 'https://school.example' })).toHaveProperty('env');
    for (const bad of ['school.example', 'javascript:alert(1)', 'ftp://school.example']) {
      expect(checkEnv({ PUBLIC_URL: bad })).toHaveProperty('problems', [
        expect.stringMatching(/^PUBLIC_URL:/),
      ]);
    }
  });

  describe("the site's own address", () => {
    const env = (source: NodeJS.ProcessEnv) => (checkEnv(source) as { env: Env }).env;

    it('is PUBLIC_URL when it is set, on whatever port the server listens', () => {
      const site = env({ PUBLIC_URL: 'https://school.example/', PORT: '8080' });
      expect(siteUrlOf(site, 8080)).toBe('https://school.example');
      expect(siteOriginsOf(site, 8080)).toEqual(['https://school.example']);
    });

    it('is else the address the server was started on, with the port it bound', () => {
      expect(siteUrlOf(env({}), 3000)).toBe('http://localhost:3000');
      // PORT=0: the port the system gave, not 0.
      expect(siteUrlOf(env({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
      expect(siteUrlOf(env({ HOST: '127.0.0.1' }), 3000)).toBe('http://127.0.0.1:3000');
      expect(siteUrlOf(env({ HOST: '::' }), 3000)).toBe('http://localhost:3000');
      expect(siteUrlOf(env({ HOST: '::1' }), 3000)).toBe('http://[::1]:3000');
      expect(siteUrlOf(env({ HOST: '192.168.1.20' }), 3000)).toBe('http://192.168.1.20:3000');
    });

    it("trusts a page of this machine's loopback names as its own origin, and no other", () => {
      expect(siteOriginsOf(env({}), 3000).sort()).toEqual([
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://localhost:3000',
      ]);
      expect(siteOriginsOf(env({ HOST: '192.168.1.20' }), 3000)).toEqual(['http://192.168.1.20:3000']);
    });
  });

  describe('the demo sign-in (DEMO_OIDC)', () => {
    const demo = (source: NodeJS.ProcessEnv) => demoOidcOf((checkEnv(source) as { env: Env }).env);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };

    it('is on by default only where nothing says the site is public', () => {
      expect(demo({})).toBe('on');
      expect(demo({ NODE_ENV: 'test' })).toBe('on');
      expect(demo({ PUBLIC_URL: 'https://school.example' })).toBe('off');
      expect(demo({ NODE_ENV: 'test', PUBLIC_URL: 'https://school.example' })).toBe('off');
      expect(demo({ ...production, PUBLIC_URL: 'https://school.example' })).toBe('off');
    });

    it('follows DEMO_OIDC when it is given, anywhere', () => {
      expect(demo({ ...production, PUBLIC_URL: 'https://school.example', DEMO_OIDC: 'on' })).toBe('on');
      expect(demo({ PUBLIC_URL: 'https://school.example', DEMO_OIDC: 'on' })).toBe('on');
      expect(demo({ DEMO_OIDC: 'off' })).toBe('off');
      expect(checkEnv({ DEMO_OIDC: 'yes' })).toHaveProperty('problems', [
        expect.stringMatching(/^DEMO_OIDC:/),
      ]);
    });
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

  it('keeps mail in the outbox by default, from no-reply at the site, and takes a mail server and a sender', () => {
    const plain = checkEnv({});
    expect('env' in plain && [plain.env.SMTP_URL, mailFromOf(plain.env)]).toEqual([
      undefined,
      'Speak the World <no-reply@localhost>',
    ]);
    const site = checkEnv({ PUBLIC_URL: 'https://school.example', SMTP_URL: '' });
    expect('env' in site && [site.env.SMTP_URL, mailFromOf(site.env)]).toEqual([
      undefined,
      'Speak the World <no-reply@school.example>',
    ]);
    const set = checkEnv({
      SMTP_URL: 'smtps://apikey:secret@smtp.example.com:465',
      MAIL_FROM: 'School <hello@school.example>',
    });
    expect('env' in set && [set.env.SMTP_URL, mailFromOf(set.env)]).toEqual([
      'smtps://apikey:secret@smtp.example.com:465',
      'School <hello@school.example>',
    ]);
  });

  it('refuses a mail server that is not an SMTP address and a sender that is not an address', () => {
    const checked = checkEnv({ SMTP_URL: 'https://mail.example.com', MAIL_FROM: 'the school' });
    expect('problems' in checked && checked.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'MAIL_FROM',
      'SMTP_URL',
    ]);
  });
});
