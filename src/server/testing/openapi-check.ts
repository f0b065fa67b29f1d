import type {
  FastifyReply,
  FastifyRequest,
  LightMyRequestResponse as InjectResponse,
  RouteOptions,
} from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { onTestFinished, TestRunner } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { App } from '#server/app';
import { documentedErrorCodes, type OpenApiDocument } from '#server/modules/api-docs/openapi';

/**
 * Every answer the API test suites receive is checked against the app's own /api/openapi.json: its status
 * is listed for the operation, its JSON body matches the schema documented for that status, and an
 * error's `error.code` is one the document lists for it. The document is made from the routes' schemas
 * and their `errors` maps, so a status or code a route gives without declaring it fails the test that saw it.
 */

type Operation = { responses?: Record<string, unknown> };
type Answer = { content?: Record<string, { schema?: unknown }> };

const operationMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Which route answered a request (`METHOD /its/:path`), keyed by the raw request inject made. */
const answeredBy = new WeakMap<object, string>();

async function recordRoute(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  answeredBy.set(request.raw, `${request.method} ${request.routeOptions.url}`);
  return payload;
}

/**
 * For `buildApp`'s `onRoute`: every route notes that it answered. onSend runs for every answer the route
 * gives, those of a hook that refused the request included; answers no route gives (an unknown address,
 * an address the router refuses) are left unmarked.
 */
export function recordRoutes(route: RouteOptions) {
  route.onSend = [recordRoute, ...[route.onSend ?? []].flat()] as RouteOptions['onSend'];
}

/** A document's operations by the Fastify route that serves them (`x-fastify-routes` for hand-written ones). */
interface Documented {
  path: string;
  method: string;
  operation: Operation;
  pattern: RegExp;
}

interface Checker {
  document: OpenApiDocument;
  byRoute: Map<string, Documented[]>;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

const DOCUMENT_ID = 'openapi.json';

function pointer(...parts: string[]) {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function checkerOf(document: OpenApiDocument): Checker {
  const byRoute = new Map<string, Documented[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of operationMethods) {
      const operation = item[method] as (Operation & { 'x-fastify-routes'?: unknown }) | undefined;
      if (!operation) continue;
      const routes = Array.isArray(operation['x-fastify-routes'])
        ? operation['x-fastify-routes'].map(String)
        : [`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`];
      const pattern = new RegExp(
        `^${path
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      );
      for (const route of routes)
        byRoute.set(route, [...(byRoute.get(route) ?? []), { path, method, operation, pattern }]);
    }
  }
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  ajvFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  return { document, byRoute, ajv, validators: new Map() };
}

function validatorOf(checker: Checker, ...parts: string[]): ValidateFunction {
  const ref = `${DOCUMENT_ID}#/${pointer(...parts)}`;
  let validate = checker.validators.get(ref);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: ref });
    checker.validators.set(ref, validate);
  }
  return validate;
}

function bodyOf(response: InjectResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const bytes =
    encoding === 'gzip'
      ? gunzipSync(raw)
      : encoding === 'br'
        ? brotliDecompressSync(raw)
        : encoding === 'deflate'
          ? inflateSync(raw)
          : raw;
  return JSON.parse(bytes.toString('utf8'));
}

const isJson = (response: InjectResponse) =>
  /^application\/(?:[\w.+-]+\+)?json\b/.test(String(response.headers['content-type'] ?? ''));

/**
 * An answer no documented operation gave: an address the API does not have (the not-found handler, the
 * web app's catch-all, the auth library's catch-all beyond its callback) or one the router refuses before
 * routing (undecodable, too long). What those answer is the not-found handling's own rule, not a route's:
 * here only a 4xx with the one error shape.
 */
function checkUnrouted(checker: Checker, where: string, response: InjectResponse, body: unknown): string[] {
  const status = response.statusCode;
  if (status < 400 || status >= 500)
    return [`${where} answered ${status}, but no documented operation has this address`];
  if (body === undefined) return [];
  const validate = validatorOf(checker, 'components', 'schemas', 'Error');
  return validate(body) ? [] : [`${where} answered ${status} with a body that is not the error shape`];
}

/** What is wrong with one answer, as the document tells it (empty when nothing is). */
export function checkAnswer(document: OpenApiDocument, response: InjectResponse): string[] {
  const checker = checkerFor(document);
  const request = response.raw.req;
  const method = String(request.method).toUpperCase();
  const path = String(request.url).split('?')[0]!;
  // Pages, static files and the demo identity provider: the document lists them only to name every route.
  if (path !== '/api' && !path.startsWith('/api/')) return [];

  let body: unknown;
  if (method !== 'HEAD' && isJson(response) && response.rawPayload.length > 0) {
    try {
      body = bodyOf(response);
    } catch {
      return [`${method} ${path} answered ${response.statusCode} with JSON that does not parse`];
    }
  }
  const recorded = answeredBy.get(request);
  // The not-found handler has no route of its own; the catch-alls (the web app's, the auth library's)
  // have the document's operations only for some of their paths (the library's callback).
  const route = recorded && !recorded.endsWith(' undefined') ? recorded : undefined;
  const wildcard = route?.endsWith('*') ?? false;
  // Fastify answers HEAD from the GET route; the document lists the GET.
  const candidates = route ? (checker.byRoute.get(route.replace(/^HEAD /, 'GET ')) ?? []) : [];
  const found =
    candidates.length === 1 && !wildcard ? candidates[0] : candidates.find((c) => c.pattern.test(path));
  if (!found) {
    if (!route || wildcard) return checkUnrouted(checker, `${method} ${path}`, response, body);
    return [`${method} ${path} was answered by ${route}, which /api/openapi.json does not list`];
  }

  const where = `${found.method.toUpperCase()} ${found.path}`;
  const status = String(response.statusCode);
  const code =
    response.statusCode >= 400 && body && typeof body === 'object'
      ? (body as { error?: { code?: unknown } }).error?.code
      : undefined;
  const named = `${where} answered ${status}${typeof code === 'string' ? ` (${code})` : ''}`;
  const responses = found.operation.responses ?? {};
  const answer = responses[status] as Answer | undefined;
  if (!answer)
    return [`${named}, a status the document does not list (it lists ${Object.keys(responses).join(', ')})`];
  if (body === undefined) return [];
  if (!answer.content?.['application/json']?.schema)
    return [`${named} with a JSON body, but the document gives that status no JSON schema`];
  const problems: string[] = [];
  const codes = response.statusCode >= 400 ? documentedErrorCodes(answer) : null;
  const undocumentedCode = codes !== null && !codes.includes(String(code));
  if (undocumentedCode)
    problems.push(`${named}: error.code ${String(code)} is not one the document lists (${codes.join(', ')})`);
  // Said once: past its code, the body is still checked against the one error shape.
  const validate = undocumentedCode
    ? validatorOf(checker, 'components', 'schemas', 'Error')
    : validatorOf(
        checker,
        ...['paths', found.path, found.method, 'responses', status, 'content', 'application/json', 'schema'],
      );
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
    problems.push(`${named}: the body does not match the documented schema: ${errors.join('; ')}`);
  }
  return problems;
}

const checkers = new WeakMap<OpenApiDocument, Checker>();
function checkerFor(document: OpenApiDocument): Checker {
  let checker = checkers.get(document);
  if (!checker) {
    checker = checkerOf(document);
    checkers.set(document, checker);
  }
  return checker;
}

/** Mismatches seen in each running test, reported once it finishes so the test's own failure shows first. */
const seen = new WeakMap<object, Set<string>>();

function report(mismatches: string[]) {
  if (mismatches.length === 0) return;
  const test = TestRunner.getCurrentTest();
  const heading =
    "Answers that /api/openapi.json does not document (declare them in the route schema's `errors`, or fix the route):";
  if (!test) throw new Error(`${heading}\n- ${mismatches.join('\n- ')}`);
  let found = seen.get(test);
  if (!found) {
    const list = new Set<string>();
    found = list;
    seen.set(test, list);
    onTestFinished(() => {
      throw new Error(`${heading}\n- ${[...list].join('\n- ')}`);
    });
  }
  for (const mismatch of mismatches) found.add(mismatch);
}

/**
 * Wraps the app's inject so every answer it gives is checked against its document (by default its own
 * /api/openapi.json, as `app.swagger()` makes it); a mismatch fails the running test when it finishes, or
 * throws at once outside a test (in a beforeAll). The app must be built with `recordRoutes` as an onRoute.
 */
export function checkAnswers(app: App, document: () => OpenApiDocument = () => app.swagger() as never) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const checked = (...args: unknown[]) => {
    // The chained form (`inject().get(...)`) and the callback form pass through unchecked: no test uses them.
    if (args.length !== 1) return inject(...args);
    return (inject(...args) as Promise<InjectResponse>).then((response) => {
      report(checkAnswer(document(), response));
      return response;
    });
  };
  app.inject = checked as App['inject'];
}
