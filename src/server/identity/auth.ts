import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '#server/db/client';
import { accounts, sessions, users, verifications } from '#server/db/schema';
import { TOO_MANY_SIGN_UPS } from '#contract/third-party';
import { acceptedLanguages, bestUiLocale, type UiLocale } from '#contract/ui-locales';
import { AppError } from '#server/errors';
import { hashPassword, verifyPassword } from './password.js';

export interface AuthOptions {
  db: Db;
  baseURL: string;
  secret: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  plugins?: BetterAuthPlugin[];
  /** How a new password (and, for an unknown email, the guess) is hashed; argon2id at OWASP's cost unless given. */
  hashPassword?: (password: string) => Promise<string>;
  /**
   * Runs before a third-party sign-in creates an account, with the client's address; throws a 429
   * AppError to refuse it. Email sign-ups are counted by our own route before they reach the library.
   */
  beforeThirdPartySignUp?: (clientAddress: string) => Promise<void>;
  /**
   * Runs once a new account is stored (email or third-party sign-up), after the library's own writes: the
   * library owns that transaction (docs/decisions/welcome-mail-after-sign-up.md). Must not throw.
   */
  afterSignUp?: (account: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    /** Made by a third-party sign-in (an email sign-up queues its own verification link). */
    thirdParty: boolean;
    /** The language of the sign-up's request (Accept-Language), for its mails. */
    locale: UiLocale;
  }) => Promise<void>;
}

export const SESSION_DAYS = 7;
export const SESSION_SECONDS = 60 * 60 * 24 * SESSION_DAYS;
/** A session in use is extended to SESSION_DAYS again once this many seconds have passed since it was. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Speak the World',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our own routes check the origin first; the library checks it again, and the callback and redirect URLs
    // it is given, against this fixed list: never the request's Host, which anyone can write.
    trustedOrigins: [options.baseURL, ...options.trustedOrigins],
    emailAndPassword: {
      enabled: true,
      // A new account signs in through its verification link (docs/decisions/email-verification.md).
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // verify reads the cost from the stored hash, so it checks a hash of any cost.
      password: {
        hash: options.hashPassword ?? hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        gender: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: every request reads the session from the store, so a revoked session ends at once.
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: false } },
    // Rate limits are ours (per account and per address, in the shared store): see rate-limits/ and modules/sign-in.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: 'stw',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (_user, context) => {
            const guard = options.beforeThirdPartySignUp;
            if (!guard || !context || context.path === '/sign-up/email') return;
            const headers = context.request?.headers ?? context.headers;
            try {
              await guard(headers?.get('x-client-ip') ?? 'unknown');
            } catch (error) {
              if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
              // The library sends the popup to its error page with this code and message.
              throw new APIError('TOO_MANY_REQUESTS', { code: TOO_MANY_SIGN_UPS, message: error.message });
            }
          },
          after: async (created, context) => {
            const headers = context?.request?.headers ?? context?.headers;
            await options.afterSignUp?.({
              id: created.id,
              name: created.name,
              email: created.email,
              emailVerified: created.emailVerified,
              thirdParty: !!context && context.path !== '/sign-up/email',
              locale: bestUiLocale(acceptedLanguages(headers?.get('accept-language') ?? undefined)),
            });
          },
        },
      },
    },
    telemetry: { enabled: false },
    plugins: options.plugins ?? [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
