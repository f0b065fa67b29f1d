import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type InteractionResults, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { ErrorBody } from '#contract/errors';
import { serverText } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';
import { requestLocale } from '#server/plugins/request-locale';
import { hijackWithHeaders } from '#server/plugins/security-headers';

export interface DemoIdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieKeys: string[];
  /** Private signing keys (JWK); every process of one deployment must share them. */
  signingKeys: object[];
}

const identity = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, 'Use at most 120 characters')
    .email('Enter a valid email address'),
});
type Identity = z.infer<typeof identity>;

// Stateless accounts: the demo identity travels inside the account id, so any server process can read it.
const encodeAccount = (person: Identity) => Buffer.from(JSON.stringify(person)).toString('base64url');
function decodeAccount(id: string): Identity | null {
  try {
    return identity.parse(JSON.parse(Buffer.from(id, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(uid: string, values: Identity, problem?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo sign-in</title><link rel="stylesheet" href="/oidc-demo.css"></head>
<body><main>
<p class="badge">Demo identity provider</p>
<h1>Sign in to continue to Speak the World</h1>
<p class="note">This is a stand-in for Google that runs on this server, so the sign-in works without a network.
No real account is used: type any name and email. Nothing checks the address, so Speak the World mails it
a link to confirm it before the account may pay.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required maxlength="120" value="${escapeHtml(values.name)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="120" value="${escapeHtml(values.email)}">
<button type="submit">Continue</button>
</form>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>
</main></body></html>`;
}

async function readForm(request: FastifyRequest): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) mounted at /oidc, used when no outside provider is
 * configured. Authorization code flow with PKCE only; one registered client: this app.
 */
export function registerDemoIdentityProvider(app: FastifyInstance, options: DemoIdentityProviderOptions) {
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: options.signingKeys as never[] },
    cookies: { keys: options.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/oidc/interaction/${interaction.uid}` },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const person = decodeAccount(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: person.email,
          email_verified: true,
          name: person.name,
          picture: `${new URL(options.issuer).origin}/images/avatar.svg`,
        }),
      };
    },
    // The demo client is this app itself: consent is implied, so the grant is made on first use.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title>
<link rel="stylesheet" href="/oidc-demo.css"></head><body><main><p class="badge">Demo identity provider</p>
<h1>The sign-in could not go on</h1><p class="problem">${escapeHtml(String(out.error_description ?? out.error))}</p>
</main></body></html>`;
    },
  });
  // The provider writes its endpoints' URLs (discovery, the redirects it sends) on the request's host and
  // scheme. It is told the issuer's, whatever the request carried: a forged Host or X-Forwarded-Host must
  // not become the address of its token endpoint, nor its cookies lose Secure behind an https proxy.
  provider.proxy = true;
  const issuer = new URL(options.issuer);
  const pinToIssuer = async (request: FastifyRequest) => {
    const headers = request.raw.headers;
    headers.host = issuer.host;
    headers['x-forwarded-host'] = issuer.host;
    headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    // The client's address as the app reads it (its trustProxy rule), not as the client wrote it.
    headers['x-forwarded-for'] = request.ip;
    delete headers.forwarded;
  };

  const callback = provider.callback();

  /** Hands the reply to the provider, which redirects back to the authorization; a failure still answers. */
  async function finishInteraction(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    hijackWithHeaders(reply);
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    } catch (error) {
      request.log.warn({ err: error }, 'the demo sign-in interaction could not be finished');
      if (reply.raw.headersSent) {
        reply.raw.end();
        return;
      }
      const message = translate(requestLocale(request), serverText('bad_request.sign_in_expired'));
      reply.raw.writeHead(400, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        vary: 'Accept-Language',
      });
      reply.raw.end(JSON.stringify({ error: { code: 'bad_request', message } } satisfies ErrorBody));
    }
  }
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    hijackWithHeaders(reply);
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').replace(/^\/oidc/, '') || '/';
    callback(raw, reply.raw);
  };

  return app.register(async (scope) => {
    // The provider reads its own request bodies (token endpoint forms), so nothing is parsed here.
    scope.removeAllContentTypeParsers();
    scope.addHook('onRequest', pinToIssuer);
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(page(request.params.uid, { name: 'Demo Visitor', email: 'visitor@demo.example' }));
    });

    scope.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/login', async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const form = await readForm(request);
      const parsed = identity.safeParse({ name: form.get('name') ?? '', email: form.get('email') ?? '' });
      if (!parsed.success) {
        const values = { name: form.get('name') ?? '', email: form.get('email') ?? '' };
        return reply
          .status(400)
          .type('text/html')
          .send(page(details.uid, values, parsed.error.issues[0]?.message ?? 'Check the form'));
      }
      await finishInteraction(request, reply, { login: { accountId: encodeAccount(parsed.data) } });
    });

    scope.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/abort', async (request, reply) => {
      // An unknown or expired interaction throws here, while Fastify still owns the reply and answers 400.
      await provider.interactionDetails(request.raw, reply.raw);
      await finishInteraction(request, reply, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled.',
      });
    });

    scope.all('/oidc', forward);
    scope.all('/oidc/*', forward);
  });
}
