import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { compressAnswer, preferredEncoding, type Encoding } from '#server/plugins/answer-cache';
import { DOCS_PATH, OPENAPI_PATH } from './openapi.js';

// The package exports its Vue components only; its prebuilt browser bundle sits beside them.
const scalarDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  '..',
);
const scalarVersion = (
  JSON.parse(readFileSync(path.join(scalarDir, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * The reference page's own policy: scripts only from here, nothing from anywhere else. The renderer
 * (Scalar) sets its styles from script, so this page alone allows inline styles; the app keeps `'self'`.
 */
const pageCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const asset = (name: string) => `${DOCS_PATH}/assets/${name}?v=${scalarVersion}`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Speak the World</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${asset('api-docs.css')}">
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
<div id="reference"></div>
<script src="${asset('scalar.js')}"></script>
<script src="${asset('api-docs.js')}"></script>
</body>
</html>
`;

// Everything that would reach outside (fonts, telemetry, the AI agent, sharing and deploying) is off.
// Not `#api-reference`: the bundle mounts itself, with its defaults, on an element of that id.
const start = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  documentDownloadType: 'json',
  operationTitleSource: 'summary',
  defaultOpenAllTags: true,
  persistAuth: false,
})});
`;

// Scalar's light theme: its greys and the method colours are a little light for WCAG AA (4.5:1) on its
// grey panels, so one step darker. Its theme is injected after this file, hence !important.
const style = `.light-mode {
  --scalar-color-2: #3f3f46 !important;
  --scalar-color-3: #52525b !important;
  --scalar-color-green: #00704a !important;
  --scalar-color-blue: #0057a3 !important;
  --scalar-color-orange: #9a4100 !important;
  --scalar-color-red: #b3261e !important;
  --scalar-color-yellow: #705400 !important;
  --scalar-color-purple: #6b3fa0 !important;
}
/* Its (empty, invisible) notification area is 356 px wide plus its offset: past a 360 px screen. */
.scalar-toaster { max-width: calc(100vw - 48px) !important; }
`;

type Asset = { type: string; read: () => Promise<Buffer> };
const assets: Record<string, Asset> = {
  'scalar.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(path.join(scalarDir, 'dist/browser/standalone.js')),
  },
  'api-docs.js': { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(start) },
  'api-docs.css': { type: 'text/css; charset=utf-8', read: async () => Buffer.from(style) },
};
const assetFile = z.object({ file: z.string().max(40) });

/** Each asset read, and compressed in each encoding, once on first use: the renderer's bundle is several MB. */
const loaded = new Map<string, Promise<Buffer>>();
function load(name: string, encoding: Encoding | null): Promise<Buffer> {
  const key = `${name} ${encoding}`;
  let entry = loaded.get(key);
  if (!entry) {
    entry = encoding
      ? load(name, null).then((plain) => compressAnswer(encoding, plain))
      : assets[name]!.read();
    entry.catch(() => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    {
      config: { anonymous: true },
      schema: {
        tags: ['reference'],
        summary: 'This API as an OpenAPI 3.1 document',
        description: 'Made from the routes’ own zod schemas and guards; what /api/docs shows.',
      },
    },
    async () => app.swagger(),
  );

  app.get(
    '/docs',
    {
      config: { anonymous: true },
      schema: {
        tags: ['reference'],
        summary: 'This reference, as a web page',
        description: 'An HTML page that renders /api/openapi.json with Scalar, served from here.',
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pageCsp)
        .send(page),
  );

  app.get(
    '/docs/assets/:file',
    {
      config: { anonymous: true },
      schema: {
        tags: ['reference'],
        summary: "The reference page's script and style",
        description: 'The renderer’s bundle and the page’s own start script and stylesheet; nothing else.',
        params: assetFile,
        errors: { 404: 'no such file' },
      },
    },
    async (request, reply) => {
      if (!Object.hasOwn(assets, request.params.file)) throw AppError.notFound(serverText('not_found.file'));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await load(request.params.file, encoding);
      reply
        .type(assets[request.params.file]!.type)
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );
};
