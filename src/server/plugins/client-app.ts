import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { withPageHead, type PageHead } from './page-head.js';

/**
 * The head of the page at `pathname` when its data is public (a class's page), or null for the page's
 * own generic one. Asked for every page sent; answers null at once for paths it does not know.
 */
export type PageHeads = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;

/**
 * What the client's router shows at a path: one of its pages ('page'); a page of a class or instructor
 * that does not exist or is not public ('missing', which that page says itself); or its 404 page, on the
 * public site ('not-found') or inside the dashboard ('dashboard-not-found'). All but 'page' answer 404.
 */
export type PageKind = 'page' | 'missing' | 'not-found' | 'dashboard-not-found';
export type PageKinds = (pathname: string) => Promise<PageKind>;

/** The prerendered 404 page (scripts/prerender.mjs): sent for an address no page of the app has. */
const NOT_FOUND_FILE = 'prerendered/404.html';

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
      if (!file.endsWith('.html') || file === 'index.html' || file === '404.html') continue;
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
 * tracking parameters, and such a page does not read its query string. An address that is no page of
 * the app (`pageKinds`) answers 404, with the app's 404 page; and the static files are asked only for the
 * files they have.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  { pageHeads, pageKinds }: { pageHeads?: PageHeads; pageKinds?: PageKinds } = {},
) {
  const prerendered = prerenderedPages(clientDir);
  const files = servedFiles(clientDir);
  const notFoundPage = existsSync(path.join(clientDir, NOT_FOUND_FILE)) ? NOT_FOUND_FILE : 'index.html';
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
  const kindOf = async (pathname: string, request: FastifyRequest): Promise<PageKind> => {
    try {
      return (await pageKinds?.(pathname)) ?? 'page';
    } catch (error) {
      // Not knowing whether the class exists is no reason to say it does not: its page will ask again.
      request.log.warn({ err: error }, 'whether the page exists could not be told');
      return 'page';
    }
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
      throw AppError.notFound(serverText('not_found.route', { method: request.method, path: pathname }));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw AppError.notFound(serverText('not_found.route', { method: request.method, path: pathname }));
    }
    const withHead = prerendered(pathname);
    const head = withHead ? await headOf(pathname, request) : null;
    if (withHead && head) {
      const html = withPageHead(await template(withHead), head);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const kind = await kindOf(pathname, request);
    // The public 404 page is prerendered; the dashboard's is drawn in the browser, inside the dashboard.
    const page =
      kind === 'not-found'
        ? notFoundPage
        : kind === 'dashboard-not-found'
          ? 'index.html'
          : (query === undefined && prerendered(pathname)) || 'index.html';
    return reply
      .code(kind === 'page' ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(page);
  };
  app.setNotFoundHandler(answerNotFound);
  // The static files are asked only for a file they have (or '/', their index): any other path would have
  // them probe the file system with it, and a name it refuses (too long, not canonical) answers 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_FILES_ROUTE) return;
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (pathname === '/' || files.has(decodedPath(pathname))) return;
    return answerNotFound(request, reply);
  });
}

/** The route @fastify/static registers for every GET and HEAD no other route has. */
const STATIC_FILES_ROUTE = '/*';

/**
 * The paths of the files the static files may send: every file of the build but the prerendered pages,
 * which are templates of this plugin (sent at their pages' addresses), not addresses of their own.
 */
function servedFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!file.startsWith('prerendered/')) files.add(`/${file}`);
  }
  return files;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
