import type { FastifyRequest } from 'fastify';
import { genericOAuth } from 'better-auth/plugins';
import { createAuth, SESSION_SECONDS } from '#server/identity/auth';
import { registerDemoIdentityProvider } from '#server/identity/demo-identity-provider';
import { sessionSetCookie } from '#server/identity/session-cookie';
import { generateSigningKey } from '#server/identity/signing-keys';
import type { ThirdPartySetup } from '#server/identity/third-party';
import { authLimits, TOO_MANY_NEW_ACCOUNTS } from '#server/rate-limits/rate-limit.service';
import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { AccountLinksService } from '#server/modules/account-links/account-links.service';
import type { MailService } from '#server/modules/mail/mail.service';
import type { UsersService } from '#server/modules/users/users.service';
import { authRoutes } from './sign-in.routes.js';

export interface SignInDeps extends CoreDeps {
  baseURL: string;
  secret: string;
  secureCookies: boolean;
  trustedOrigins: string[];
  thirdParty: ThirdPartySetup | null;
  /** Signing keys of the bundled demo provider; a fresh one per process when absent. */
  demoOidcKeys?: object[];
  steadyAnswerWait?: (ms: number) => Promise<unknown>;
  hashPassword?: (password: string) => Promise<string>;
  mail: Pick<MailService, 'queueWelcome'>;
  accountLinks: AccountLinksService;
  users: Pick<UsersService, 'findById'>;
}

/** The auth library, its routes under /api/auth, and the bundled demo provider when it is on. */
export function createSignIn(deps: SignInDeps) {
  const { store, log, baseURL, secret, secureCookies, thirdParty, limits, mail, accountLinks } = deps;
  const auth = createAuth({
    db: store.db,
    baseURL,
    secret,
    trustedOrigins: deps.trustedOrigins,
    secureCookies,
    hashPassword: deps.hashPassword,
    plugins: thirdParty ? [genericOAuth({ config: [thirdParty.config] })] : [],
    beforeThirdPartySignUp: (address) =>
      limits.check(
        [{ key: `sign-up:ip:${address}`, limit: authLimits.signUpPerAddress }],
        TOO_MANY_NEW_ACCOUNTS,
      ),
    afterSignUp: async (account) => {
      // The account exists either way; a welcome that could not be queued is logged, not the sign-up's failure.
      await mail.queueWelcome(account).catch((error: unknown) => {
        log.error({ err: error, userId: account.id }, 'the welcome mail could not be queued');
      });
      // An address no issuer vouched for (the demo provider's) is verified through the mail, as an email sign-up's is.
      if (account.thirdParty && !account.emailVerified) {
        await accountLinks.queueVerification(account, account.locale).catch((error: unknown) => {
          log.error({ err: error, userId: account.id }, 'the verification mail could not be queued');
        });
      }
    },
  });

  /** Opens a session for the account and answers its Set-Cookie header. */
  const startSession = async (userId: string, request: FastifyRequest) => {
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(userId, false, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return sessionSetCookie(session.token, secret, secureCookies, SESSION_SECONDS);
  };

  return defineModule('sign-in', {
    auth,
    startSession,
    api: (api) =>
      api.register(authRoutes, {
        prefix: '/auth',
        auth,
        baseURL,
        limits,
        users: deps.users,
        thirdParty: thirdParty?.provider ?? null,
        links: accountLinks,
        steadyAnswerWait: deps.steadyAnswerWait,
      }),
    site: async (app) => {
      if (!thirdParty?.demo) return;
      await registerDemoIdentityProvider(app, {
        ...thirdParty.demo,
        cookieKeys: [secret],
        signingKeys: deps.demoOidcKeys ?? [generateSigningKey()],
      });
    },
  });
}
