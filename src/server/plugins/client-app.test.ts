import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkPaths } from '#contract/link-paths';
import { routePatterns } from '#contract/page-paths';
import { staffPaths } from '#contract/staff-paths';
import { classes } from '#server/db/schema';
import { postClass, spanishB1Class } from '#server/testing/fixtures';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app';

let ctx: TestContext;
let clientDir: string;
/** Ids the store holds: an approved class, a pending one, a denied one, and an instructor. */
const ids = { approved: '', pending: '', denied: '', instructor: '' };
/** A class id no class has. */
const MISSING_CLASS = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';
/** Which route answered: the tests tell a route's handler from the not-found handler by it. */
const handled: { url: string; route: string | undefined; notFound: boolean }[] = [];

/** What the build prerendered, in three of the languages (scripts/prerender.mjs): the others have none here. */
const prerenderedTexts = {
  en: {
    dir: 'ltr',
    home: 'Speak the World',
    classes: 'All Classes',
    notFound: 'Page not found',
    instructor: 'Loading the instructor',
    class: 'Loading the class',
  },
  es: {
    dir: 'ltr',
    home: 'Habla con el mundo',
    classes: 'Todas las clases',
    notFound: 'Página no encontrada',
    instructor: 'Cargando al profesor',
    class: 'Cargando la clase',
  },
  ar: {
    dir: 'rtl',
    home: 'تحدّث مع العالم',
    classes: 'كل الدورات',
    notFound: 'الصفحة غير موجودة',
    instructor: 'جارٍ تحميل المدرّس',
    class: 'جارٍ تحميل الدورة',
  },
} as const;
const SITE = 'https://speak.example';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const html = (body: string, lang = 'en', dir = 'ltr') =>
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>Speak the World</title></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(clientDir, 'index.html'), html(''));
  for (const [lang, text] of Object.entries(prerenderedTexts)) {
    const folder = path.join(clientDir, 'prerendered', lang);
    mkdirSync(path.join(folder, 'ins'), { recursive: true });
    mkdirSync(path.join(folder, 'classes'));
    const write = (file: string, body: string) =>
      writeFileSync(path.join(folder, file), html(body, lang, text.dir));
    write('index.html', `<h1>${text.home}</h1>`);
    write('classes.html', `<h1>${text.classes}</h1>`);
    write('404.html', `<h1>${text.notFound}</h1>`);
    write(path.join('ins', '[id].html'), `<p>${text.instructor}</p>`);
    write(path.join('classes', '[id].html'), `<p>${text.class}</p>`);
  }
  writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({
    clientDir,
    publicUrl: SITE,
    onRoute: (route) => {
      const hooks = [route.preHandler ?? []].flat();
      route.preHandler = [
        async (request) => {
          handled.push({ url: request.url, route: request.routeOptions.url, notFound: request.is404 });
        },
        ...hooks,
      ];
    },
  });
  const instructor = await ctx.createUser('instructor', { name: 'Ana Ruiz' });
  ids.instructor = instructor.id;
  // At different hours: an instructor's classes may not overlap.
  const klass = (name: string, startTime: string) => ({
    ...spanishB1Class,
    name,
    schedule: { ...spanishB1Class.schedule, startTime },
  });
  ids.approved = await postClass(ctx, instructor, klass('Open Spanish', '09:00'), 'approved');
  ids.pending = await postClass(ctx, instructor, klass('Secret Spanish', '12:00'), 'pending');
  ids.denied = await postClass(ctx, instructor, klass('Hidden Spanish', '15:00'), 'denied');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** Every pattern of the client's route table, its parameters filled with `value`. */
const everyPage = (value: (param: string) => string) =>
  [...Object.values(routePatterns), ...Object.values(linkPaths), ...Object.values(staffPaths)].map(
    (pattern) => pattern.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(value(param))),
  );

describe('the built front end', () => {
  it('answers a prerendered page with its own HTML, never cached', async () => {
    for (const [url, heading] of [
      ['/', 'Speak the World'],
      ['/classes', 'All Classes'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers every path of a page prerendered with a parameter with that one page', async () => {
    const res = await get(`/ins/${ids.instructor}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<p>Loading the instructor</p>');
    expect((await get(`/ins/${ids.instructor}?from=home`)).body).toContain('<div id="root"></div>');
  });

  it('answers a page with a query string, or one not prerendered, with the empty app shell', async () => {
    for (const url of ['/classes?q=spanish', '/dashboard', '/dashboard/selected', '/about']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps hashed assets for a year and answers unknown API paths with a JSON 404', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await ctx.app.inject({ method: 'POST', url: '/classes', headers: { origin: 'x' } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
  });
});

/** A page's canonical address, its alternates by hreflang, and its <html lang dir>, as a crawler reads them. */
function readAddresses(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]*)"/.exec(html)?.[1],
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  };
}

/** The alternates of the page at `path` (the route table's): every language's address, English the x-default. */
const alternatesOf = (path: string) => {
  const at = (segment: string) => `${SITE}${segment}${segment && path === '/' ? '' : path}`;
  return {
    en: at(''),
    es: at('/es'),
    fr: at('/fr'),
    de: at('/de'),
    'pt-BR': at('/pt-br'),
    ar: at('/ar'),
    ja: at('/ja'),
    'x-default': at(''),
  };
};

describe('a page at its address in another language', () => {
  it('answers /es/classes with the page prerendered in Spanish, its canonical address and its alternates', async () => {
    for (const url of ['/es/classes', '/ES/classes']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<h1>Todas las clases</h1>');
      expect(readAddresses(res.body), url).toEqual({
        lang: 'es',
        dir: 'ltr',
        canonical: [`${SITE}/es/classes`],
        alternates: alternatesOf('/classes'),
      });
    }
  });

  it("answers /ar/ins/:id with the instructor's page in Arabic, right to left, at its own addresses", async () => {
    const res = await get(`/ar/ins/${ids.instructor}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>جارٍ تحميل المدرّس</p>');
    expect(readAddresses(res.body)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      canonical: [`${SITE}/ar/ins/${ids.instructor}`],
      alternates: alternatesOf(`/ins/${ids.instructor}`),
    });
  });

  it("answers a language's home page with or without a trailing slash, and English's at /", async () => {
    for (const url of ['/es', '/es/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Habla con el mundo</h1>');
      expect(readAddresses(res.body).canonical, url).toEqual([`${SITE}/es`]);
    }
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(readAddresses(home.body)).toEqual({
      lang: 'en',
      dir: 'ltr',
      canonical: [`${SITE}/`],
      alternates: alternatesOf('/'),
    });
  });

  it('writes an even canonical address for a parameter however the request spelled it', async () => {
    const res = await get('/es/ins/Kenji%20Sato');
    // No such instructor: the page says so itself, with a 404 and no addresses of its own.
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>Cargando al profesor</p>');
    expect(readAddresses(res.body).canonical).toEqual([]);
    const first = ids.instructor.charCodeAt(0).toString(16).toUpperCase();
    const spelled = await get(`/ar/ins/%${first}${ids.instructor.slice(1)}`);
    expect(spelled.statusCode).toBe(200);
    expect(readAddresses(spelled.body).canonical).toEqual([`${SITE}/ar/ins/${ids.instructor}`]);
  });

  it("answers an unknown address below a language with 404 and that language's 404 page, else English's", async () => {
    for (const [url, heading] of [
      ['/es/nope', 'Página no encontrada'],
      ['/es/classes/xyz/more', 'Página no encontrada'],
      ['/ar/no/such/page', 'الصفحة غير موجودة'],
      ['/es/404', 'Página no encontrada'],
      ['/fr/nope', 'Page not found'],
      ['/xx/classes', 'Page not found'],
      ['/en/classes', 'Page not found'],
      ['/es/es/classes', 'Página no encontrada'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
      expect(readAddresses(res.body).canonical, url).toEqual([]);
    }
  });

  it("answers 404 with the language's class page for a class the public may not see", async () => {
    for (const id of [ids.pending, MISSING_CLASS]) {
      const res = await get(`/es/classes/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain('<p>Cargando la clase</p>');
      expect(res.body, id).not.toMatch(/Secret|rel="canonical"/);
    }
  });

  it('answers 200 at every pattern of the route table below every language, the dashboard included', async () => {
    const known = everyPage((param) => (param === 'id' ? ids.approved : '42')).map((url) =>
      url.replace(`/ins/${ids.approved}`, `/ins/${ids.instructor}`),
    );
    for (const prefix of ['/es', '/fr', '/de', '/pt-br', '/pt-BR', '/ar', '/ja']) {
      for (const page of known) {
        const url = `${prefix}${page === '/' ? '' : page}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }
    }
    for (const url of ['/es/dashboard/nothing', '/ar/dashboard/receipts']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a page with a query string with the empty app shell, in any language', async () => {
    const res = await get('/es/classes?q=spanish');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('an address that is no page of the app', () => {
  it('answers 404 with the prerendered 404 page, never cached', async () => {
    for (const url of ['/nope', '/no/such/page', '/classes/xyz/more', '/dashboardx', '/404', '/nope?q=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<h1>Page not found</h1>');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('answers 404 with the empty shell below /dashboard, where the dashboard draws its own 404 page', async () => {
    for (const url of ['/dashboard/nothing', '/dashboard/receipts', '/dashboard/classes/x/waitlist/more']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("answers 404 with the class's or instructor's page for one the public may not see, which says so itself", async () => {
    for (const id of [ids.pending, ids.denied, MISSING_CLASS, 'not-a-class', '%E2%82%AC']) {
      const res = await get(`/classes/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain('<p>Loading the class</p>');
      expect(res.body, id).not.toMatch(/Secret|Hidden/);
    }
    for (const id of ['abc123', 'Kenji%20Sato', ids.approved, `${'x'.repeat(65)}`, '%00']) {
      const res = await get(`/ins/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain('<p>Loading the instructor</p>');
    }
  });

  it('answers 200 at every pattern of the route table, as the client reads addresses', async () => {
    const known = everyPage((param) => (param === 'id' ? ids.approved : '42')).map((url) =>
      url.replace(`/ins/${ids.approved}`, `/ins/${ids.instructor}`),
    );
    for (const url of [
      ...known,
      '/CLASSES',
      '/classes/',
      `/classes/${ids.approved}/`,
      '/Dashboard/Profile',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answers files the build has, and 404 for any other, the prerendered templates included', async () => {
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    for (const url of [
      '/prerendered/classes.html',
      '/prerendered/en/classes.html',
      '/prerendered/es/404.html',
      '/en/classes',
      '/assets/',
      '/assets/none.js',
      '/.env',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<h1>Page not found</h1>');
    }
  });
});

/** Paths longer than any page or file of ours, in every shape the file system could trip on. */
function longPaths(length: number): string[] {
  // Whole units, so that no %-escape is cut in two.
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length));
  return [
    `/${fill('a')}`,
    fill('/a'),
    fill('/abcdefgh'),
    `/${fill('%C3%A9')}`,
    fill('/a/'),
    fill('/%2F'),
    `/assets${fill('/a')}.js`,
    `/classes/${fill('a')}`,
    `/dashboard${fill('/a')}`,
    `${fill('/a')}?q=${fill('b')}`,
  ];
}

/**
 * Asserts the answer of a long or deep path: 404 (JSON under /api/), or 400 when `malformed` (a %-escape
 * that is not UTF-8, which the router refuses before any route), and no route's handler reached.
 */
async function expectNotFound(method: 'GET' | 'HEAD' | 'POST', url: string, malformed = false) {
  handled.length = 0;
  const res = await ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
  const where = `${method} ${url.slice(0, 60)}… (${url.length})`;
  expect(
    handled.filter((h) => !h.notFound),
    where,
  ).toEqual([]);
  if (malformed) {
    expect(res.statusCode, where).toBe(400);
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    return;
  }
  expect(res.statusCode, where).toBe(404);
  const api = url.startsWith('/api/');
  if (method === 'POST' || api) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(res.json(), where).toMatchObject({ error: { code: 'not_found' } });
  } else {
    expect(res.headers['content-type'], where).toMatch(/^text\/html/);
  }
}

describe('a long or deep path', () => {
  it('answers 404, never 403, in every shape, length and method, and under /api/ in the JSON error shape', async () => {
    for (const length of [256, 1_000, 4_080, 4_097, 8_000, 15_000]) {
      for (const url of longPaths(length)) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          await expectNotFound(method, url);
          // /api/classes/:id is a route: its parameter is checked below.
          if (!url.startsWith('/classes/')) await expectNotFound(method, `/api${url}`);
        }
      }
    }
  });

  it("answers an API route's overlong parameter with 400, and past the router's 500 characters 404, before its handler", async () => {
    for (const [length, status] of [
      [300, 400],
      [501, 404],
      [8_000, 404],
    ] as const) {
      handled.length = 0;
      const res = await get(`/api/classes/${'a'.repeat(length)}`);
      expect(res.statusCode, String(length)).toBe(status);
      expect(res.json(), String(length)).toMatchObject({ error: { code: expect.any(String) } });
      expect(handled.filter((h) => !h.notFound)).toEqual([]);
    }
  });

  it('answers 404 for any path of short segments, whatever their characters (property)', async () => {
    const segment = fc.oneof(
      fc.constantFrom('a', '%2F', '%5C', '%C3%A9', '%FF', 'assets', 'api', 'dashboard', 'classes', ''),
      // Not '.' or '..': the injected request's URL parser would fold those away (see the socket test).
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => !/^\.+$/.test(s)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 64, maxLength: 2_000 }),
        fc.constantFrom('GET' as const, 'HEAD' as const, 'POST' as const),
        fc.boolean(),
        fc.option(fc.stringMatching(/^[a-z=&]{0,40}$/), { nil: undefined }),
        async (segments, method, api, query) => {
          // Long enough to be none of our pages: the route table's addresses have at most five segments.
          const pathname = `${api ? '/api' : ''}/${segments.join('/')}`;
          const url = query === undefined ? pathname : `${pathname}?${query}`;
          await expectNotFound(method, url, segments.includes('%FF'));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a long or deep path sent as it is, over a socket', () => {
  // The injected requests above go through a URL parser, which folds '.' and '..' segments away; a client
  // on a socket sends them as they are, and the static files would call such a path not canonical.
  it('answers 404 with dot segments, encoded or not, long or short', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));
      for (const pathname of [
        '/a/../classes/x',
        '/./classes',
        '/assets/../index.html',
        '/%2e%2e/%2e%2e/etc/passwd',
        fill('/.', 5_000),
        fill('/..', 5_000),
        fill('/%2e', 5_000),
        `/api${fill('/..', 5_000)}`,
      ]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const status = await rawStatus(address, method, pathname);
          expect(status, `${method} ${pathname.slice(0, 40)}`).toBe(404);
        }
      }
    } finally {
      await ctx.app.server.close();
    }
  });
});

function rawStatus(address: string, method: string, pathname: string): Promise<number> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the sitemap and robots.txt', () => {
  it('lists the public pages, every approved class and every instructor, on the public address', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const base = 'https://speak.example';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/classes`,
        `${base}/ins`,
        `${base}/about`,
        `${base}/contact`,
        `${base}/teach`,
        `${base}/classes/${ids.approved}`,
        `${base}/ins/${ids.instructor}`,
      ]),
    );
    expect(res.body).not.toContain(ids.pending);
    expect(res.body).not.toContain(ids.denied);
    expect(locs.every((loc) => loc?.startsWith(`${base}/`))).toBe(true);
    expect(locs.filter((loc) => /\/(dashboard|api|login|registration)\b/.test(loc!))).toEqual([]);
    // Every address it lists answers 200, in every language.
    for (const loc of locs) expect((await get(loc!.slice(base.length))).statusCode, loc).toBe(200);
  });

  it('lists every page in every language, each with its alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...res.body.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      alternates: Object.fromEntries(
        [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((a) => [
          a[1],
          a[2],
        ]),
      ),
    }));
    const locs = entries.map((entry) => entry.loc);
    for (const page of ['/classes', '/ins', `/classes/${ids.approved}`, `/ins/${ids.instructor}`]) {
      const alternates = alternatesOf(page);
      for (const [hreflang, href] of Object.entries(alternates)) {
        if (hreflang !== 'x-default')
          expect(
            locs.filter((loc) => loc === href),
            href,
          ).toHaveLength(1);
      }
      for (const entry of entries.filter((e) => Object.values(alternates).includes(e.loc))) {
        expect(entry.alternates, entry.loc).toEqual(alternates);
      }
    }
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/es`, `${SITE}/pt-br/about`]));
    expect(locs.length % 7).toBe(0);
  });

  it('never takes its base from the request', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.body).not.toContain('evil.example');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } })).body,
    ).not.toContain('evil.example');
  });

  it('drops a class from the sitemap once it is no longer approved', async () => {
    await ctx.store.db.update(classes).set({ status: 'pending' }).where(eq(classes.id, ids.approved));
    try {
      expect((await get('/sitemap.xml')).body).not.toContain(ids.approved);
      expect((await get(`/classes/${ids.approved}`)).statusCode).toBe(404);
    } finally {
      await ctx.store.db.update(classes).set({ status: 'approved' }).where(eq(classes.id, ids.approved));
    }
  });

  it('serves robots.txt with its rules and the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: https://speak.example/sitemap.xml\n',
    );
  });
});
