import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '#server/errors';
import { withPageHead, type PageHead } from './page-head.js';

/**
 * The head of the page at `pathname` when its data is public (a class's page), or null for the page's
 * own generic one. Asked for every page sent; answers null at once for paths it does not know.
 */
export type PageHeads = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;

/** True when `clientDir` holds a built front end. */
export function hasBuiltClient(clientDir: string | null | undefined): clientDir is string {
  return !!clientDir && existsSync(path.join(clientDir, 'index.html'));
}

/**
 * The pages `npm run build` prerendered (dist/client/prerendered/<name>.html, see scripts/prerender.mjs),
 * by the path they answer: '/classes' for classes.html, and any '/ins/<id>' for ins/[id].html (one page
 * for every value of a parameter). The home page, index.html, is the static files' index for '/' (below),
 * so it never reaches the not-found handler.
 */
function prerenderedPages(clientDir: string): (pathname: string) => string | undefined {
  const dir = path.join(clientDir, 'prerendered');
  const exact = new Map<string, string>();
  const patterns: { pattern: RegExp; file: string }[] = [];
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = entry.split(path.sep).join('/');
      if (!file.endsWith('.html') || file === 'index.html') continue;
      const route = `/${file.slice(0, -'.html'.length)}`;
      if (!route.includes('[')) exact.set(route, `prerendered/${file}`);
      else {
        const source = route
          .split('/')
          .map((part) => (/^\[\w+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        patterns.push({ pattern: new RegExp(`^${source}$`), file: `prerendered/${file}` });
      }
    }
  }
  return (pathname) => exact.get(pathname) ?? patterns.find((p) => p.pattern.test(pathname))?.file;
}

/**
 * The built single-page app: hashed assets cached for a year, other files for a day, and for any other GET
 * the app's HTML, which is never cached. A public page asked for without a query string gets its
 * prerendered HTML, which paints before the scripts arrive; with a query string (filters, a return path)
 * the page depends on it, so it gets the empty shell and renders in the browser. A page with a head of its
 * own (`pageHeads`) gets its prerendered HTML with that head, query string or not: shared links carry
 * tracking parameters, and such a page does not read its query string.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  { pageHeads }: { pageHeads?: PageHeads } = {},
) {
  const prerendered = prerenderedPages(clientDir);
  const templates = new Map<string, Promise<string>>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (!html) {
      html = readFile(path.join(clientDir, file), 'utf8');
      templates.set(file, html);
      html.catch(() => templates.delete(file));
    }
    return html;
  };
  const headOf = async (pathname: string, request: FastifyRequest) => {
    try {
      return (await pageHeads?.(pathname, request)) ?? null;
    } catch (error) {
      // The page works without it: its own script loads the data, and says if the store is down.
      request.log.warn({ err: error }, 'the page head could not be made');
      return null;
    }
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    // '/' is a directory to the static files: its index is the prerendered home page when there is one.
    index: ['prerendered/index.html', 'index.html'],
    // The build wrote x.br and x.gz beside each compressible file (scripts/compress-client.mjs): the one the
    // client accepts is sent as it is, with Content-Encoding and Vary, and @fastify/compress leaves an
    // answer that has a Content-Encoding alone. Nothing that never changes is compressed per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const file = filePath.replace(/\.(?:br|gz)$/, '');
      const cache = file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : file.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=86400';
      res.header('cache-control', cache);
    },
  });

  const answerNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', query] = request.url.split('?', 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw AppError.notFound(`No route for ${request.method} ${pathname}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw AppError.notFound(`No route for ${request.method} ${pathname}.`);
    }
    const withHead = prerendered(pathname);
    const head = withHead ? await headOf(pathname, request) : null;
    if (withHead && head) {
      const html = withPageHead(await template(withHead), head);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const page = (query === undefined && prerendered(pathname)) || 'index.html';
    // Every other page is the single-page app; its router shows the 404 page for unknown paths.
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
  };
  app.setNotFoundHandler(answerNotFound);
  // The static files cannot check the spelling of a name the file system refuses as too long and answer
  // 403; no file of ours has such a name, so the path is simply not one of them.
  app.addHook('onRequest', async (request, reply) => {
    if (!hasOverlongSegment(request.url.split('?', 1)[0] ?? '')) return;
    return answerNotFound(request, reply);
  });
}

/** The longest file name Linux and macOS allow, in bytes. */
const NAME_MAX = 255;

function hasOverlongSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    if (segment.length <= NAME_MAX / 3) return false;
    try {
      return Buffer.byteLength(decodeURIComponent(segment)) > NAME_MAX;
    } catch {
      return segment.length > NAME_MAX;
    }
  });
}
