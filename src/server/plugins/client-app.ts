import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { localeAddress, localeSegment } from '#contract/page-paths';
import { uiLocales, type UiLocale } from '#contract/ui-locale-list';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { pageAddresses, withPageAddresses, withPageHead, type PageHead } from './page-head.js';

/** A page asked for: its language, and its address in the route table (`/classes/42` for `/es/classes/42`). */
interface LocalePage {
  locale: UiLocale;
  /** As the request wrote it, still %-encoded. */
  path: string;
}

/**
 * The head of `page` when its data is public (a class's page), or null for the page's own generic one.
 * Asked for every prerendered page sent; answers null at once for paths it does not know.
 */
export type PageHeads = (page: LocalePage, request: FastifyRequest) => Promise<PageHead | null>;

/**
 * What the client's router shows at a path: one of its pages ('page'); a page of a class or instructor
 * that does not exist or is not public ('missing', which that page says itself); or its 404 page, on the
 * public site ('not-found') or inside the dashboard ('dashboard-not-found'). All but 'page' answer 404.
 */
export type PageKind = 'page' | 'missing' | 'not-found' | 'dashboard-not-found';
export type PageKinds = (pathname: string) => Promise<PageKind>;

/** The folder of prerendered/ that holds a language's pages (scripts/prerender.mjs), and back. */
const folderOf = (locale: UiLocale) => localeSegment(locale) || 'en';
const folderLocales = new Map(uiLocales.map((locale) => [folderOf(locale), locale]));

/** The prerendered 404 page in a language: sent for an address no page of the app has. */
const notFoundFile = (locale: UiLocale) => `prerendered/${folderOf(locale)}/404.html`;

/** True when `clientDir` holds a built front end. */
export function hasBuiltClient(clientDir: string | null | undefined): clientDir is string {
  return !!clientDir && existsSync(path.join(clientDir, 'index.html'));
}

/** A prerendered page that answers an address. */
interface PrerenderedPage extends LocalePage {
  file: string;
  /** The page's own address in the route table: `path` with its parameters' %-encoding made even. */
  canonicalPath: string;
  /** One address, one page (no parameter): its HTML, once made, is the same for every request. */
  fixed: boolean;
}

/** A parameter's value as the page's canonical address writes it. */
function evenEncoding(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return segment;
  }
}

/**
 * The pages `npm run build` prerendered (dist/client/prerendered/<language>/<name>.html, see
 * scripts/prerender.mjs), by the address they answer: '/classes' for en/classes.html, '/es/classes' for
 * es/classes.html, '/es' for es/index.html, and any '/ins/<id>' for en/ins/[id].html (one page for every
 * value of a parameter). The language's segment is read in any case, as the client's router reads it.
 */
function prerenderedPages(clientDir: string): (pathname: string) => PrerenderedPage | undefined {
  const dir = path.join(clientDir, 'prerendered');
  const exact = new Map<string, string>();
  const patterns: { locale: UiLocale; pattern: RegExp; file: string }[] = [];
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = entry.split(path.sep).join('/');
      const [folder = '', ...parts] = file.split('/');
      const locale = folderLocales.get(folder);
      const name = parts.join('/');
      if (!locale || !name.endsWith('.html') || name === '404.html') continue;
      const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
      if (!route.includes('[')) exact.set(`${locale}:${route}`, `prerendered/${file}`);
      else {
        const source = route
          .split('/')
          .map((part) => (/^\[\w+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        patterns.push({ locale, pattern: new RegExp(`^${source}$`), file: `prerendered/${file}` });
      }
    }
  }
  return (pathname) => {
    const { locale, path: route } = localeAddress(pathname);
    const file = exact.get(`${locale}:${route}`);
    if (file) return { locale, path: route, file, canonicalPath: route, fixed: true };
    const pattern = patterns.find((p) => p.locale === locale && p.pattern.test(route));
    if (!pattern) return undefined;
    const canonicalPath = route.split('/').map(evenEncoding).join('/');
    return { locale, path: route, file: pattern.file, canonicalPath, fixed: false };
  };
}

/** The encoding of a page's HTML the client prefers of the two kept for it: brotli, else gzip, else none. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A page's HTML made once, with its two compressed copies made when first asked for, at the build's own
 * levels (scripts/compress-client.mjs): what the build could not write, since the page's links are on the
 * site's address, a setting of the server.
 */
class MadePage {
  readonly hash: string;
  private readonly copies = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly html: Buffer) {
    this.hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  }

  body(encoding: 'br' | 'gzip' | null): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.html);
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? compressBrotli(this.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : compressGzip(this.html, { level: constants.Z_BEST_COMPRESSION });
      copy.catch(() => this.copies.delete(encoding));
      this.copies.set(encoding, copy);
    }
    return copy;
  }
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
  {
    siteUrl,
    pageHeads,
    pageKinds,
  }: {
    /** The site's public address: the base of every page's canonical and alternate links. */
    siteUrl: string;
    pageHeads?: PageHeads;
    pageKinds?: PageKinds;
  },
) {
  const origin = new URL(siteUrl).origin;
  const prerendered = prerenderedPages(clientDir);
  const files = servedFiles(clientDir);
  const notFoundPages = new Map(
    uiLocales.map((locale) => {
      const file = [notFoundFile(locale), notFoundFile('en')].find((f) =>
        existsSync(path.join(clientDir, f)),
      );
      return [locale, file ?? 'index.html'];
    }),
  );
  // The fixed pages with their links, by file and language: as many as the build wrote, at most.
  const madePages = new Map<string, Promise<MadePage>>();
  const linked = async (page: PrerenderedPage) =>
    withPageAddresses(await template(page.file), pageAddresses(origin, page.canonicalPath, page.locale));
  const madePage = (page: PrerenderedPage) => {
    let made = madePages.get(page.file);
    if (!made) {
      made = linked(page).then((html) => new MadePage(Buffer.from(html)));
      made.catch(() => madePages.delete(page.file));
      madePages.set(page.file, made);
    }
    return made;
  };
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
  const headOf = async (page: LocalePage, request: FastifyRequest) => {
    try {
      return (await pageHeads?.(page, request)) ?? null;
    } catch (error) {
      // The page works without it: its own script loads the data, and says if the store is down.
      request.log.warn({ err: error }, 'the page head could not be made');
      return null;
    }
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    // '/' is the home page, with its links, like every other page (below): never the static files' index.
    index: false,
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
    const page = prerendered(pathname);
    const head = page ? await headOf(page, request) : null;
    if (page && head) {
      const { alternates } = pageAddresses(origin, page.canonicalPath, page.locale);
      const html = withPageHead(await template(page.file), { ...head, alternates });
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const kind = await kindOf(pathname, request);
    const sendFile = (file: string) =>
      reply
        .code(kind === 'page' ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile(file);
    // The public 404 page is prerendered; the dashboard's is drawn in the browser, inside the dashboard.
    if (kind === 'not-found') return sendFile(notFoundPages.get(localeAddress(pathname).locale)!);
    if (kind === 'dashboard-not-found' || !page || query !== undefined) return sendFile('index.html');
    // A class or instructor that is not public: its page, which says so, as the build wrote it, no links.
    if (kind === 'missing') return sendFile(page.file);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A page answering many addresses has links of its own at each: compressed per request, as a class's.
    if (!page.fixed) return reply.send(await linked(page));
    const made = await madePage(page);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const etag = `"${made.hash}${encoding ? `-${encoding}` : ''}"`;
    reply.header('vary', 'accept-encoding').header('etag', etag);
    if (encoding) reply.header('content-encoding', encoding);
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.send(await made.body(encoding));
  };
  app.setNotFoundHandler(answerNotFound);
  // The static files are asked only for a file they have (or '/', their index): any other path would have
  // them probe the file system with it, and a name it refuses (too long, not canonical) answers 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_FILES_ROUTE) return;
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (files.has(decodedPath(pathname))) return;
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
