import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createFullTestApp, type FullTestApp } from '#server/testing/full-app';
import { buildApp } from '#server/app';
import { routeCollector } from '#server/testing/route-collector';
import {
  documentedErrorCodes,
  documentedRoutes,
  undocumentedRoutes,
  type OpenApiDocument,
} from './openapi.js';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let full: FullTestApp;
let document: OpenApiDocument;
let stripeDocument: OpenApiDocument;

let clientDir: string;

beforeAll(async () => {
  // With a built web app, as the server runs: its pages are a route too.
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Speak the World</title>');
  full = await createFullTestApp({ clientDir });
  document = (await full.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  stripeDocument = (await full.stripeApp.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await full?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the API reference', () => {
  it('is an OpenAPI 3.1 document whose every operation has a summary, a tag and its answers', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!methods.includes(method)) problems.push(`${where}: not an HTTP method of OpenAPI`);
        if (typeof operation.summary !== 'string' || !operation.summary)
          problems.push(`${where}: no summary`);
        if (!Array.isArray(operation.tags) || operation.tags.length === 0) problems.push(`${where}: no tag`);
        const responses = Object.keys(operation.responses ?? {});
        if (!responses.some((status) => /^[23]\d\d$/.test(status)))
          problems.push(`${where}: no success answer`);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
          if (!parameters.some((p) => p.in === 'path' && `{${p.name}}` === name))
            problems.push(`${where}: path parameter ${name} not described`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('says who may call each API operation, from its guard, with the session cookie as the scheme', () => {
    const op = (path: string, method: string) => document.paths[path]![method]!;
    expect(document.components).toMatchObject({
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'stw.session_token' } },
    });
    expect(op('/api/users', 'get')).toMatchObject({ security: [{ session: [] }], 'x-roles': ['admin'] });
    expect(op('/api/me', 'get')).toMatchObject({ security: [{ session: [] }], 'x-roles': 'any' });
    expect(op('/api/classes/{id}', 'delete')['x-roles']).toEqual(['instructor', 'admin']);
    expect(op('/api/classes', 'get')).toMatchObject({ 'x-roles': 'anyone' });
    expect(op('/api/classes', 'get').security).toBeUndefined();
    expect(op('/api/users', 'get').description).toContain('**Who:** signed-in accounts with the role admin.');
  });

  it('lists the error answers of the guard, the input check, the Origin check and the route itself, in the one error shape', () => {
    const responses = document.paths['/api/users/{id}']!.delete!.responses as Record<
      string,
      { description: string; content?: Record<string, { schema: unknown }> }
    >;
    expect(Object.keys(responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '502',
      '503',
    ]);
    expect(responses['403']!.description).toContain('the Origin header is missing or not this site');
    expect(responses['403']!.description).toContain('the account is not admin');
    expect(responses['409']!.content!['application/json']!.schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/Error' },
        {
          properties: {
            error: { properties: { code: { enum: ['conflict', 'has_classes', 'paid_enrolments'] } } },
          },
        },
      ],
    });
    expect(documentedErrorCodes(responses['502'])).toEqual(['bad_gateway']);
    expect(document.components).toMatchObject({ schemas: { Error: { required: ['error'] } } });
    expect(Object.keys(document.paths['/api/classes']!.get!.responses!)).not.toContain('415');
  });

  it('lists the error codes of every error answer of the API', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          const json = (answer as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.[
            'application/json'
          ];
          if (Number(status) < 400 || !json || path === '/api/health') continue;
          if (!documentedErrorCodes(answer)?.length)
            missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents every route the server registered, in both card-processor set-ups', () => {
    expect(
      undocumentedRoutes(full.routes(), document).filter((r) => !r.startsWith('POST /api/payments/stripe/')),
    ).toEqual([]);
    expect(
      undocumentedRoutes(full.routes(), {
        ...stripeDocument,
        paths: { ...document.paths, ...stripeDocument.paths },
      }),
    ).toEqual([]);
  });

  it('names a route added without documentation', async () => {
    const routes = routeCollector();
    const app = await buildApp({ store: full.ctx.store, onRoute: routes.onRoute });
    // Registered as a careless new module would be: no summary, no schema.
    await app.register(
      async (api) => {
        api.get('/forgotten', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
      expect(undocumentedRoutes(routes.list(), doc)).toEqual(['GET /api/forgotten']);
    } finally {
      await app.close();
    }
  });

  it('lists every route of the authorization matrix', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../../authorization-matrix.test.ts', import.meta.url), 'utf8');
    const matrixRoutes = [...source.matchAll(/route: '([A-Z]+ \/[^']*)'/g)].map((m) => m[1]!);
    const dynamic = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY', 'TRACE'].flatMap((m) => [
      `${m} /oidc`,
      `${m} /oidc/*`,
    ]);
    expect(matrixRoutes.length).toBeGreaterThan(40);
    const documented = documentedRoutes(document);
    expect([...new Set([...matrixRoutes, ...dynamic])].filter((r) => !documented.has(r))).toEqual([]);
  });
});

describe('the reference page', () => {
  it('is served with a policy of its own that loads nothing from elsewhere and runs no inline script', async () => {
    const res = await full.ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:/);
    expect(res.body).not.toMatch(/<script>|https?:\/\//);
    const scripts = [...res.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    for (const src of scripts) {
      const asset = await full.ctx.app.inject({
        method: 'GET',
        url: src,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(asset.rawPayload).length).toBeGreaterThan(100);
    }
  });

  it('serves only its own files', async () => {
    for (const file of ['standalone.js.map', '..%2Fpackage.json', 'index.html']) {
      const res = await full.ctx.app.inject({ method: 'GET', url: `/api/docs/assets/${file}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
