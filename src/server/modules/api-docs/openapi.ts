import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, type ErrorCode } from '#contract/errors';
import { guardAudience } from '#server/plugins/viewer';
import { STRIPE_WEBHOOK_PATH } from '#server/modules/payments/stripe-webhook.routes';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '#server/modules/newsletter/newsletter.routes';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
/** The session cookie the auth library sets (`__Secure-` in front of it over https). */
const SESSION_COOKIE = 'stw.session_token';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error answers a route gives beyond those its guard, its input schema and the Origin check
     * imply (the reference adds those itself): status -> when, with the `error.code`s it answers when
     * they are not only the status's own (`generalCodes`). All have the one error shape.
     */
    errors?: Partial<Record<ErrorStatus, string | { when: string; codes: readonly ErrorCode[] }>>;
  }
}

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** The `error.code` of each error status unless the route names others (a 402 always does). */
const generalCodes: Record<ErrorStatus, readonly ErrorCode[]> = {
  400: ['bad_request'],
  401: ['unauthorized'],
  402: [],
  403: ['forbidden'],
  404: ['not_found'],
  409: ['conflict'],
  410: ['link_expired'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  429: ['too_many_requests'],
  502: ['bad_gateway'],
  503: ['service_unavailable'],
};

type JsonSchema = Record<string, unknown>;
/** Where an error answer's schema carries its codes until `finish` makes them an enum of `error.code`. */
const ERROR_CODES = 'x-error-codes';
type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
  tags?: { name: string; description?: string }[];
}

const operationMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const errorJsonSchema = z.toJSONSchema(errorBody, { target: 'draft-2020-12' }) as JsonSchema;
delete errorJsonSchema.$schema;

const retryAfter = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** What every error status means in general; a route's own reasons follow it. */
const errorTitles: Record<number, string> = {
  400: 'Bad input',
  401: 'Not signed in',
  402: 'Card refused',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Wrong media type',
  429: 'Too many requests',
  502: 'The card processor failed',
  503: 'Briefly unavailable',
};

const tags = [
  { name: 'health', description: 'Whether the service and its store are up.' },
  { name: 'auth', description: 'Signing up, in and out (the auth library, behind our own routes).' },
  { name: 'users', description: 'The signed-in account and, for admins, every account.' },
  { name: 'account', description: "The signed-in account's password and sessions." },
  { name: 'classes', description: 'Classes: the public list, and what instructors and admins do with them.' },
  { name: 'instructors', description: 'The public instructor pages.' },
  { name: 'calendar', description: 'Class sessions as iCalendar files, and the personal calendar feed.' },
  {
    name: 'attendance',
    description:
      "Timetables of instructors and admins, the roster of a session, and attendance taken by the class's instructor.",
  },
  { name: 'images', description: 'Uploading and serving pictures.' },
  { name: 'mail', description: "The school's outgoing mails, for admins (the outbox)." },
  { name: 'carts', description: 'The selected classes of a student.' },
  {
    name: 'waitlist',
    description:
      "The lines of full classes: joining, leaving, the seat offered to the first, and each class's line for its staff.",
  },
  { name: 'enrolments', description: 'The classes a student is enrolled in.' },
  { name: 'payments', description: 'Paying for a selected class, and the payment history.' },
  { name: 'earnings', description: "Instructors' earnings, the platform's commission and payouts." },
  { name: 'newsletter', description: 'The newsletter sign-up.' },
  { name: 'contact', description: 'Messages to the school from the Contact page.' },
  { name: 'teaching', description: 'Applications to teach.' },
  { name: 'audit', description: 'The audit log of admin actions and money, for admins; never changed.' },
  {
    name: 'ledger',
    description: "The school's ledger of every payment, refund and payout, with its CSV, for admins.",
  },
  { name: 'reports', description: 'Revenue per month and enrolments per class, for admins.' },
  { name: 'reference', description: 'This reference and the document behind it.' },
  {
    name: 'outside the API',
    description:
      'Routes of the same server that are not part of the JSON API: the web app and the demo OpenID Connect provider. Listed so the document names every route the server has.',
  },
];

const description = `The JSON API of Speak the World, generated from the zod schemas of \`src/contract\` that also
validate every request and serialise every answer.

**Sessions.** Signing in or up sets the HttpOnly session cookie \`${SESSION_COOKIE}\` (\`__Secure-${SESSION_COOKIE}\`
over https); each operation says whether it needs one and which role (\`x-roles\`), read from the route's own guard.

**Cross-site requests.** Every state-changing request (POST, PATCH, DELETE) must carry an \`Origin\` header of this
site (403 otherwise) and a JSON body (multipart for the upload): a \`text/plain\` body answers 415. Only Stripe's
webhook and the newsletter's one-click unsubscribe (mail programs post a form with no Origin, RFC 8058; the
link's secret is the key) are exempt. Bodies are at most 1 MB (pictures 5 MB).

**Errors** always answer \`{ "error": { "code", "message", "fields"? } }\`: \`fields\` names each bad field of a
400. A string holding U+0000 or input nested over 32 levels is a 400 on any route. 503 with \`Retry-After\` when
the store cannot be reached for a moment.`;

/** Any request can be refused before its route reads it (the input guard, the JSON parser). */
const unreadable = 'the request cannot be read (malformed JSON, a NUL character, nesting over 32 levels)';

function audienceOf(route: RouteOptions): 'signed-in' | readonly string[] | null {
  for (const hook of [route.onRequest, route.preHandler].flat()) {
    const audience = hook ? guardAudience.get(hook) : undefined;
    if (audience) return audience;
  }
  return null;
}

function errorResponse(status: number, reasons: string[], codes: Set<ErrorCode>): JsonSchema {
  const text = `${errorTitles[status] ?? 'Error'}: ${[...new Set(reasons)].join('; ')}.`;
  return {
    ...errorJsonSchema,
    description: text,
    [ERROR_CODES]: [...codes].sort(),
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
  };
}

/**
 * The route's zod schemas as JSON Schema (fastify-type-provider-zod), plus what the route's hooks imply:
 * who may call it (its guard) and the error answers of the guard, the input check and the Origin check.
 */
function describeApiRoute(schema: FastifySchema & JsonSchema, route: RouteOptions, url: string): JsonSchema {
  const methods = [route.method].flat();
  const audience = audienceOf(route);
  const reasons = new Map<number, string[]>();
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (status: number, reason: string, named?: readonly ErrorCode[]) => {
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);
    const own = named ?? generalCodes[status as ErrorStatus] ?? [];
    codes.set(status, new Set([...(codes.get(status) ?? []), ...own]));
  };

  const { errors, ...rest } = schema;
  const response = { ...((schema.response as Record<string, JsonSchema> | undefined) ?? {}) };
  for (const [status, answer] of Object.entries(response)) {
    if (Number(status) < 400 && !answer.description)
      response[status] = { ...answer, description: status === '201' ? 'Created' : 'OK' };
  }
  for (const [status, declared] of Object.entries(errors ?? {})) {
    if (typeof declared === 'string') add(Number(status), declared);
    else if (declared) add(Number(status), declared.when, declared.codes);
  }
  if (schema.body || schema.querystring || schema.params)
    add(400, 'the input does not match the schema (`fields` says which and why)');
  add(400, unreadable);
  if (audience) add(401, 'no session');
  if (Array.isArray(audience)) add(403, `the account is not ${audience.join(' or ')}`);
  if (methods.some((m) => !safeMethods.has(m))) {
    if (url !== STRIPE_WEBHOOK_PATH && url !== ONE_CLICK_UNSUBSCRIBE_PATH)
      add(403, 'the Origin header is missing or not this site');
    add(
      415,
      url === ONE_CLICK_UNSUBSCRIBE_PATH ? 'the body is neither JSON nor a form' : 'the body is not JSON',
    );
    add(413, 'the body is over 1 MB');
  }
  if (url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH)) add(503, 'the store cannot be reached; try again');
  for (const [status, why] of reasons) {
    if (status === 503 && response[503]) continue;
    response[status] = errorResponse(status, why, codes.get(status) ?? new Set());
  }

  const who = !audience
    ? 'anyone, signed in or not'
    : audience === 'signed-in'
      ? 'any signed-in account'
      : `signed-in accounts with the role ${audience.join(' or ')}`;
  return {
    ...rest,
    description: [schema.description, `**Who:** ${who}.`].filter(Boolean).join('\n\n'),
    ...(audience ? { security: [{ session: [] }] } : {}),
    'x-roles': audience === 'signed-in' ? 'any' : (audience ?? 'anyone'),
    response,
  };
}

const errorContent = (status: ErrorStatus, reason: string) => ({
  description: reason,
  content: { 'application/json': { schema: { ...errorJsonSchema, [ERROR_CODES]: generalCodes[status] } } },
});

/** The routes documented by hand: they have no zod schema, or no route of their own. */
function handWrittenPaths(seen: Set<string>, stripe: boolean): OpenApiDocument['paths'] {
  const callback = (method: string): Operation => ({
    tags: ['auth'],
    summary: `Return from the third-party sign-in (${method})`,
    description: `The auth library's own OpenID Connect callback, passed through by the catch-all \`${method} /api/auth/*\`
(every other path under it answers 404). The provider sends the browser here with \`code\` and \`state\`; the library
checks them, signs the person in (or up, at most 50 new accounts per address per hour), sets the session cookie and
redirects to the page that started it (an error is a redirect too).\n\n**Who:** the browser coming back from the provider.`,
    parameters: [
      {
        name: 'providerId',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: '`google`, `oidc` or `demo`',
      },
    ],
    responses: {
      302: { description: 'Signed in (or not): on to the page that asked' },
      400: errorContent(400, `Bad input: ${unreadable}.`),
      ...(method === 'post'
        ? {
            403: errorContent(403, 'Not allowed: the Origin header is missing or not this site.'),
            413: errorContent(413, 'Too large: the body is over 1 MB.'),
            415: errorContent(415, 'Wrong media type: the body is not JSON.'),
          }
        : {}),
      404: errorContent(404, 'Not found: no such provider, or a library route we do not expose.'),
      429: errorContent(429, 'Too many requests: too many new accounts from this address.'),
    },
    'x-fastify-routes': [`${method.toUpperCase()} /api/auth/*`],
  });
  const paths: OpenApiDocument['paths'] = {
    '/api/auth/callback/{providerId}': { get: callback('get'), post: callback('post') },
    [STRIPE_WEBHOOK_PATH]: {
      post: {
        tags: ['payments'],
        summary: "Receive Stripe's payment events",
        description: `${stripe ? 'Stripe is the card processor of this server.' : 'Registered only when Stripe is the card processor: this server uses the simulated one, so it answers 404.'}
Called by Stripe, not by browsers: no session and no Origin check; the \`Stripe-Signature\` header must sign the exact
body with \`STRIPE_WEBHOOK_SECRET\`. A \`payment_intent.succeeded\` records the payment and the enrolment even when the
browser went away; other events are acknowledged and ignored.\n\n**Who:** Stripe (the signature is checked).`,
        parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event' } } },
        },
        responses: {
          200: {
            description: 'Received',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { received: { type: 'boolean' } },
                  required: ['received'],
                },
              },
            },
          },
          400: errorContent(400, 'Bad input: the signature is missing or does not match the body.'),
          404: errorContent(404, 'Not found: Stripe is not the card processor of this server.'),
          413: errorContent(413, 'Too large: the body is over 1 MB.'),
          415: errorContent(415, 'Wrong media type: the body is not JSON.'),
          503: errorContent(503, 'Briefly unavailable: the store cannot be reached; Stripe retries.'),
        },
        'x-fastify-routes': [`POST ${STRIPE_WEBHOOK_PATH}`],
      },
    },
  };
  const outside = (summary: string, text: string, routes: string[], extra: Operation = {}): Operation => ({
    tags: ['outside the API'],
    summary,
    description: `${text}\n\n**Who:** anyone.`,
    responses: { 200: { description: 'An HTML page' } },
    ...extra,
    'x-fastify-routes': routes,
  });
  if (seen.has('GET /*')) {
    paths['/{page}'] = {
      get: outside(
        'The web app',
        'Any other path is a page or file of the web app (HTML, scripts, styles, pictures). An address that is no page of the app, or the page of a class or instructor the public may not see, answers 404 with the 404 page.',
        ['GET /*'],
        {
          parameters: [{ name: 'page', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'An HTML page' }, 404: { description: 'The 404 page (HTML)' } },
        },
      ),
    };
  }
  if (seen.has('GET /robots.txt')) {
    paths['/robots.txt'] = {
      get: outside(
        'robots.txt',
        'Keeps crawlers out of the dashboard and the API, and names the sitemap.',
        ['GET /robots.txt'],
        { responses: { 200: { description: 'Plain text' } } },
      ),
    };
  }
  if (seen.has('GET /sitemap.xml')) {
    paths['/sitemap.xml'] = {
      get: outside(
        'Sitemap',
        'The public pages, every approved class and every instructor, as absolute links on the public address (sitemaps.org).',
        ['GET /sitemap.xml'],
        { responses: { 200: { description: 'XML' } } },
      ),
    };
  }
  const uid = [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }];
  const interactionErrors = {
    400: errorContent(
      400,
      'Bad input: the sign-in expired or was never started, or the form is not valid (HTML).',
    ),
  };
  if (seen.has('GET /oidc/interaction/:uid')) {
    paths['/oidc/interaction/{uid}'] = {
      get: outside(
        'Demo identity provider: its sign-in page',
        'The bundled demo OpenID Connect provider (DEMO_OIDC, off in production) asks for a name and an email here.',
        ['GET /oidc/interaction/:uid'],
        { parameters: uid, responses: { 200: { description: 'An HTML page' }, ...interactionErrors } },
      ),
    };
    paths['/oidc/interaction/{uid}/login'] = {
      post: outside(
        'Demo identity provider: sign in as anyone',
        'The form of the sign-in page (`name`, `email`, form-encoded); on to the app with that identity.',
        ['POST /oidc/interaction/:uid/login'],
        {
          parameters: uid,
          responses: { 303: { description: 'Back to the authorization' }, ...interactionErrors },
        },
      ),
    };
    paths['/oidc/interaction/{uid}/abort'] = {
      post: outside(
        'Demo identity provider: cancel',
        'Cancels the sign-in; the app is told the person declined.',
        ['POST /oidc/interaction/:uid/abort'],
        { parameters: uid, responses: { 303: { description: 'Back to the app' }, ...interactionErrors } },
      ),
    };
  }
  const providerRoutes = [...seen].filter((r) => / \/oidc(\/\*)?$/.test(r));
  if (providerRoutes.length > 0) {
    const endpoint = [{ name: 'endpoint', in: 'path', required: true, schema: { type: 'string' } }];
    const provider = (method: string) =>
      outside(
        `Demo identity provider: its OpenID Connect endpoints (${method})`,
        `The provider's standard endpoints (authorization, token, userinfo, keys), listed by its discovery document
\`/oidc/.well-known/openid-configuration\`; anything else under /oidc, with any method, answers 404.`,
        providerRoutes.filter(
          (r) => r.startsWith(`${method.toUpperCase()} `) || (method === 'get' && !/^(GET|POST) /.test(r)),
        ),
        {
          parameters: endpoint,
          responses: {
            200: { description: 'JSON, or a redirect' },
            404: { description: 'No such endpoint' },
          },
        },
      );
    paths['/oidc/{endpoint}'] = { get: provider('get'), post: provider('post') };
  }
  return paths;
}

/** Answers that are not JSON, so no response schema of the route says them. */
const answersWithoutSchema: Record<string, Record<string, Record<string, unknown>>> = {
  'get /api/images/{id}': {
    200: {
      description: 'The picture',
      content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
    },
    304: { description: 'Not modified: the browser has it (If-None-Match)' },
  },
  'get /api/auth/popup/start': { 302: { description: 'On to the provider' } },
  'get /api/classes/{id}/calendar.ics': {
    200: { description: 'An iCalendar file, as an attachment', content: { 'text/calendar': {} } },
  },
  'get /api/calendar/feed/{file}': {
    200: { description: 'An iCalendar feed', content: { 'text/calendar': {} } },
  },
  'get /api/outbox/{id}/html': {
    200: { description: 'The mail as HTML, with its own sandboxing policy', content: { 'text/html': {} } },
  },
  'get /api/newsletter/unsubscribe': {
    303: { description: 'On to the unsubscribe page, which unsubscribes only when its button is pressed' },
  },
  'get /api/newsletter/subscribers.csv': {
    200: {
      description: 'A CSV file (UTF-8 with a byte order mark), as an attachment',
      content: { 'text/csv': {} },
    },
  },
  'get /api/payouts/owed.csv': {
    200: {
      description: 'A CSV file (UTF-8 with a byte order mark), as an attachment',
      content: { 'text/csv': {} },
    },
  },
  'get /api/ledger.csv': {
    200: {
      description: 'A CSV file (UTF-8 with a byte order mark), as an attachment',
      content: { 'text/csv': {} },
    },
  },
  'get /api/openapi.json': {
    200: { description: 'This document', content: { 'application/json': { schema: { type: 'object' } } } },
  },
  'get /api/docs': { 200: { description: 'An HTML page', content: { 'text/html': {} } } },
  'get /api/docs/assets/{file}': {
    200: { description: 'A script or stylesheet', content: { 'text/javascript': {}, 'text/css': {} } },
  },
};

/** zod's `int()` bounds itself to the safe integers: true, but noise in every example of the page. */
function dropSafeIntegerBounds(value: unknown) {
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  for (const child of Object.values(node)) dropSafeIntegerBounds(child);
}

/** The one error shape, its `error.code` narrowed to the codes this answer gives. */
function errorSchema(codes: unknown): JsonSchema {
  const error = { $ref: '#/components/schemas/Error' };
  if (!Array.isArray(codes) || codes.length === 0) return error;
  return { allOf: [error, { properties: { error: { properties: { code: { enum: codes } } } } }] };
}

/** The `error.code`s a documented error answer lists (null: any code of the one error shape). */
export function documentedErrorCodes(answer: unknown): string[] | null {
  const schema = (answer as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema as { allOf?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }[] };
  return schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum ?? null;
}

/** One named error schema instead of a copy in every answer; the answers the routes cannot say. */
function finish(document: OpenApiDocument): OpenApiDocument {
  dropSafeIntegerBounds(document.paths);
  const components = (document.components ??= {}) as { schemas?: Record<string, unknown> };
  components.schemas = { ...components.schemas, Error: errorJsonSchema };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of operationMethods) {
      const operation = item[method];
      if (!operation) continue;
      const responses = { ...(operation.responses ?? {}) } as Record<
        string,
        { description?: string; content?: Record<string, { schema?: JsonSchema }> }
      >;
      for (const [status, answer] of Object.entries(responses)) {
        const json = answer.content?.['application/json'];
        if (Number(status) >= 400 && json) json.schema = errorSchema(json.schema?.[ERROR_CODES]);
        else if (json?.schema && json.schema.description === answer.description)
          delete json.schema.description;
      }
      const extra = answersWithoutSchema[`${method} ${path}`];
      if (extra) {
        delete responses['200'];
        Object.assign(responses, extra);
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  return document;
}

/**
 * Registers @fastify/swagger before the routes, so it sees each of them: the document is made from the
 * routes' own schemas and guards the first time it is asked for.
 */
export async function registerOpenApi(app: FastifyInstance, options: { stripe: boolean }) {
  let seen = new Set<string>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Speak the World API', version: '1', description },
      tags,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by signing in or up.',
          },
        },
      },
    },
    transform: (input) => {
      const { route, url } = input;
      for (const method of [route.method].flat()) seen.add(`${method} ${url}`);
      const api = url === '/api' || url.startsWith('/api/');
      if (!api || url.startsWith('/api/auth/*') || url === STRIPE_WEBHOOK_PATH)
        return { schema: { hide: true }, url };
      const { schema } = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
      return {
        schema: describeApiRoute(schema as FastifySchema & JsonSchema, route, url) as FastifySchema,
        url,
      };
    },
    transformObject: (input) => {
      const object = jsonSchemaTransformObject(input) as unknown as OpenApiDocument;
      object.paths = { ...object.paths, ...handWrittenPaths(seen, options.stripe) };
      seen = new Set();
      return finish(object) as never;
    },
  });
}

/** `METHOD /path` of every route a document describes (with a summary at least), in Fastify's spelling (`:id`, and `x-fastify-routes`). */
export function documentedRoutes(document: OpenApiDocument): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of operationMethods) {
      const operation = item[method];
      // A route that came in with no summary of its own is listed, but not documented.
      if (!operation || typeof operation.summary !== 'string' || !operation.summary) continue;
      const fastifyRoutes = operation['x-fastify-routes'];
      if (Array.isArray(fastifyRoutes)) for (const r of fastifyRoutes) routes.add(String(r));
      else routes.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return routes;
}

/** The routes (as `METHOD /path`) a document leaves out. */
export function undocumentedRoutes(routes: Iterable<string>, document: OpenApiDocument): string[] {
  const documented = documentedRoutes(document);
  return [...routes].filter((route) => !documented.has(route));
}
