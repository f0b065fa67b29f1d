import { createHash } from 'node:crypto';
import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { ThirdPartyProvider } from '#contract/third-party';

export interface ThirdPartyEnv {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_LABEL?: string;
  DEMO_OIDC: 'on' | 'off';
}

export interface ThirdPartySetup {
  provider: ThirdPartyProvider;
  config: GenericOAuthConfig;
  /** Set when the bundled provider is to be mounted at /oidc. */
  demo?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
}

const GOOGLE = 'https://accounts.google.com';

/** Only pictures served by this site are kept: the app never loads images from another host. */
function ownPicture(picture: unknown, baseURL: string): string | undefined {
  if (typeof picture !== 'string') return undefined;
  try {
    const url = new URL(picture, baseURL);
    return url.origin === new URL(baseURL).origin && url.pathname.startsWith('/images/')
      ? url.pathname
      : undefined;
  } catch {
    return undefined;
  }
}

export function resolveThirdParty(
  env: ThirdPartyEnv,
  baseURL: string,
  secret: string,
): ThirdPartySetup | null {
  const mapProfileToUser = (profile: Record<string, unknown>) => ({
    name:
      typeof profile.name === 'string' && profile.name.trim()
        ? profile.name.trim().slice(0, 120)
        : 'New student',
    image: ownPicture(profile.picture, baseURL),
  });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    const issuer = env.OIDC_ISSUER.replace(/\/$/, '');
    const id = issuer === GOOGLE ? 'google' : 'oidc';
    return {
      provider: { id, label: env.OIDC_LABEL ?? (id === 'google' ? 'Google' : 'single sign-on'), demo: false },
      config: {
        providerId: id,
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        mapProfileToUser,
      },
    };
  }
  if (env.DEMO_OIDC === 'off') return null;
  const issuer = `${baseURL.replace(/\/$/, '')}/oidc`;
  const clientId = 'speak-the-world';
  // Derived from the session secret so every process of one deployment agrees on it.
  const clientSecret = createHash('sha256').update(`demo-oidc:${secret}`).digest('base64url');
  return {
    provider: { id: 'demo', label: 'the demo identity provider', demo: true },
    config: {
      providerId: 'demo',
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      clientId,
      clientSecret,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // It signs anyone in as any address they type, so its email_verified vouches for nothing: the account
      // is verified through the mailed link, as an email sign-up is, before it may pay.
      mapProfileToUser: (profile) => ({ ...mapProfileToUser(profile), emailVerified: false }),
    },
    demo: {
      issuer,
      clientId,
      clientSecret,
      redirectUri: `${baseURL.replace(/\/$/, '')}/api/auth/callback/demo`,
    },
  };
}
