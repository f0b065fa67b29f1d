import path from 'node:path';
import { z } from 'zod';
import { defaultServerLimits, type ServerLimits } from './server-limits.js';

// An empty value (STRIPE_SECRET_KEY= in a .env file) means unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine(isWebAddress, "must be the site's address, like https://school.example")
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().max(40).optional(),
  DEMO_OIDC: z.enum(['on', 'off']).optional(),
  SEAT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  // A week at most: a seat offered for longer keeps the rest of the line waiting too long.
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // Lines one student may be in at once: a few keep a real student's options open, many are hoarding.
  WAITLIST_MAX_LINES: z.coerce.number().int().min(1).max(50).default(5),
  CLASS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Who is asking may be reused for a moment only: a sign-out elsewhere must count within it at worst.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(2000).default(1000),
  IMAGE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  IMAGE_STORAGE_MB_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(50),
  // Uploaded pictures' files; every process of one site must be given the same folder.
  IMAGES_DIR: optional(z.string().min(1)),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…'),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, 'must look like whsec_…')),
  ALLOW_SIMULATED_PAYMENTS: z.enum(['true', 'false']).default('false'),
  HEADERS_TIMEOUT_MS: milliseconds(defaultServerLimits.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: milliseconds(defaultServerLimits.requestTimeoutMs),
  CONNECTION_TIMEOUT_MS: milliseconds(defaultServerLimits.connectionTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(defaultServerLimits.keepAliveTimeoutMs),
  MAX_REQUESTS_PER_SOCKET: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(defaultServerLimits.maxRequestsPerSocket),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(defaultServerLimits.maxConnections),
  // No SMTP_URL: mails go to the embedded outbox (stored, never sent; admins read them at /dashboard/outbox).
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:password@host:587 or smtps://…:465'),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .max(200)
      .regex(
        /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address, or a name and an address: Speak the World <hello@example.com>',
      ),
  ),
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

/** The environment checked against the schema: the settings, or a readable list of problems. */
export function checkEnv(source: NodeJS.ProcessEnv): { env: Env } | { problems: string[] } {
  const result = envSchema
    .superRefine((env, ctx) => {
      if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: 'is required when NODE_ENV=production',
        });
      }
      if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            'is required when NODE_ENV=production: the address people type (https://school.example), ' +
            'the base of every link the site writes in pages, mails, calendar feeds and sign-in redirects',
        });
      }
      if (
        (env.OIDC_ISSUER || env.OIDC_CLIENT_ID) &&
        !(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_CLIENT_SECRET'],
          message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed together',
        });
      }
      if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
        ctx.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_MS'],
          message: 'must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
        });
      }
      const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
      if (stripeKeys === 1) {
        ctx.addIssue({
          code: 'custom',
          path: [env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
          message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
        });
      }
      if (stripeKeys === 2 && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'is required with Stripe, so payments are recorded even when the browser goes away',
        });
      }
      if (env.NODE_ENV === 'production' && stripeKeys === 0 && env.ALLOW_SIMULATED_PAYMENTS !== 'true') {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'the simulated card processor takes no real money and is refused when NODE_ENV=production: ' +
            'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, ' +
            'or ALLOW_SIMULATED_PAYMENTS=true for a demo',
        });
      }
    })
    .safeParse(source);
  if (result.success) return { env: result.data };
  return { problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}

/** The HTTP server's timeouts and connection limit from the environment. */
export function serverLimitsOf(env: Env): ServerLimits {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    maxConnections: env.MAX_CONNECTIONS,
  };
}

/** The sender address of the school's mails: MAIL_FROM, or no-reply at the site's own host. */
/** The folder of uploaded pictures: IMAGES_DIR, or DATA_DIR/images. */
export function imagesDirOf(env: Pick<Env, 'IMAGES_DIR' | 'DATA_DIR'>): string {
  return path.resolve(env.IMAGES_DIR ?? path.join(env.DATA_DIR, 'images'));
}

export function mailFromOf(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
  return `Speak the World <no-reply@${host}>`;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);
const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * The site's own address, the base of every absolute link it writes: PUBLIC_URL, or else the address the
 * server was started on (`port`: the one bound). Never a request's Host or X-Forwarded-* headers, which
 * anyone can write.
 */
export function siteUrlOf(env: Env, port: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = WILDCARD_HOSTS.has(env.HOST) ? 'localhost' : env.HOST;
  return `http://${urlHost(host)}:${port}`;
}

/**
 * The origins a browser on the site sends: PUBLIC_URL alone, or else the start address and, on this
 * machine, its other loopback spellings (a page opened at http://127.0.0.1:3000 as well as localhost).
 */
export function siteOriginsOf(env: Env, port: number): string[] {
  if (env.PUBLIC_URL) return [new URL(env.PUBLIC_URL).origin];
  const own = new URL(siteUrlOf(env, port)).origin;
  if (!WILDCARD_HOSTS.has(env.HOST) && !LOOPBACK_HOSTS.has(env.HOST)) return [own];
  return [...new Set([own, ...[...LOOPBACK_HOSTS].map((host) => `http://${urlHost(host)}:${port}`)])];
}

/**
 * The bundled demo sign-in vouches for no one, so it is on by default only where nothing says the site is
 * public (no PUBLIC_URL, NODE_ENV not production); DEMO_OIDC=on or off decides everywhere.
 */
export function demoOidcOf(env: Env): 'on' | 'off' {
  if (env.DEMO_OIDC) return env.DEMO_OIDC;
  return env.PUBLIC_URL || env.NODE_ENV === 'production' ? 'off' : 'on';
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const checked = checkEnv(source);
  if ('problems' in checked) {
    console.error(`The environment has problems:\n${checked.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  return checked.env;
}
