import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '#server/app';
import { classes } from '#server/db/schema';
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_SESSION_SECRET,
  type TestContext,
  type TestUser,
} from '#server/testing/test-app';

let ctx: TestContext;
let clientDir: string;
/** The same store served as it runs with PUBLIC_URL set. */
let publicApp: App;

// As `npm run build` writes them: the shell, and the class page's skeleton (one for every id).
const page = (title: string, body: string, lang = 'en') => `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Speak the World: learn any language with our instructors. Browse classes, enrol and pay online."
    />
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
    <title>${title}</title>
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`;
const SKELETON = page('Class | Speak the World', '<p>Loading the class</p>');
const SKELETON_AR = page('Class | Speak the World', '<p>جارٍ تحميل الدورة</p>', 'ar');

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  mkdirSync(path.join(clientDir, 'prerendered', 'en', 'classes'), { recursive: true });
  mkdirSync(path.join(clientDir, 'prerendered', 'ar', 'classes'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), page('Speak the World', ''));
  writeFileSync(path.join(clientDir, 'prerendered', 'en', 'classes', '[id].html'), SKELETON);
  writeFileSync(path.join(clientDir, 'prerendered', 'ar', 'classes', '[id].html'), SKELETON_AR);
  // Started at http://school.test: the address of its links when PUBLIC_URL is not set.
  ctx = await createTestApp({ clientDir, baseURL: 'http://school.test' });
  publicApp = await buildApp({
    store: ctx.store,
    trustedOrigins: [TEST_ORIGIN],
    sessionSecret: TEST_SESSION_SECRET,
    clientDir,
    publicUrl: 'https://speak.example',
  });
  await publicApp.ready();
});
afterAll(async () => {
  await publicApp?.close();
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => ctx.store.reset());

const MISSING_ID = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';

const getAs = (url: string, who?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

const anInstructor = () => ctx.createUser('instructor', { name: 'Ana Ruiz' });

async function addClass(
  instructor: TestUser,
  status: 'approved' | 'pending' | 'denied',
  fields: {
    name?: string;
    price?: number;
    availableSeats?: number;
    feedback?: string;
    [detail: string]: unknown;
  } = {},
): Promise<string> {
  const { feedback = null, ...body } = fields;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/classes',
    headers: instructor.headers,
    payload: {
      name: 'Spanish for Travellers',
      price: 49.99,
      img: '/images/classes/spanish.svg',
      availableSeats: 12,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { insertedId: string }).insertedId;
  await ctx.store.db.update(classes).set({ status, feedback }).where(eq(classes.id, id));
  return id;
}

/** The head's parts as a browser or a crawler reads them. */
function readHead(html: string) {
  const decode = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) => {
    const found = [...head.matchAll(/<meta (name|property)="([^"]*)" content="([^"]*)">/g)].filter(
      (m) => m[1] === attribute && decode(m[2]!) === key,
    );
    return found.length === 1 ? decode(found[0]![3]!) : `${found.length} tags`;
  };
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    meta,
    canonical: decode(/<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [
        m[1],
        decode(m[2]!),
      ]),
    ),
    lang: /<html lang="([^"]*)" dir="([^"]*)">/.exec(html)?.slice(1),
    structuredData: scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

describe("GET /classes/:id, the class's page", () => {
  it('carries the title, description, Open Graph tags and a schema.org Course of an approved class', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved', { price: 1250, availableSeats: 1 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/classes/${id}`,
      headers: { host: 'school.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<p>Loading the class</p>');
    const head = readHead(res.body);
    expect(head.title).toBe('Spanish for Travellers | Speak the World');
    expect(head.description).toBe(
      'Spanish for Travellers, a class taught by Ana Ruiz at Speak the World. $1,250.00, 1 seat left.',
    );
    expect(head.canonical).toBe(`http://school.test/classes/${id}`);
    expect(head.meta('property', 'og:title')).toBe('Spanish for Travellers');
    expect(head.meta('property', 'og:description')).toBe(head.description);
    expect(head.meta('property', 'og:image')).toBe('http://school.test/images/classes/spanish.svg');
    expect(head.meta('property', 'og:url')).toBe(`http://school.test/classes/${id}`);
    expect(head.structuredData).toHaveLength(1);
    expect(head.structuredData[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Spanish for Travellers',
      description: head.description,
      provider: { '@type': 'Organization', name: 'Speak the World' },
      offers: {
        '@type': 'Offer',
        price: 1250,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          instructor: { '@type': 'Person', name: 'Ana Ruiz', url: `http://school.test/ins/${instructor.id}` },
        },
      ],
    });
  });

  it('lists the upcoming sessions as course instances, with the language, level and where it meets', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved', {
      language: 'es',
      level: 'B1',
      format: { kind: 'in-person', address: '5 Calle Mayor, Madrid' },
      // Mondays at 18:00 in Madrid, in winter (UTC+1), years from now.
      schedule: {
        firstDate: '2031-01-06',
        days: ['mon'],
        startTime: '18:00',
        durationMinutes: 90,
        sessionCount: 3,
        timeZone: 'Europe/Madrid',
      },
    });
    const sessions = await getAs(`/api/classes/${id}/sessions`);
    const second = (sessions.json() as { sessions: { _id: string }[] }).sessions[1]!;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${id}/sessions/${second._id}/cancel`,
      headers: instructor.headers,
      payload: { reason: 'Holiday' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/classes/${id}`,
      headers: { host: 'school.test' },
    });
    const course = readHead(res.body).structuredData[0]!;
    expect(course).toMatchObject({
      '@type': 'Course',
      inLanguage: 'es',
      educationalLevel: 'B1 (intermediate)',
    });
    const instance = {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      location: { '@type': 'Place', address: '5 Calle Mayor, Madrid' },
      instructor: { '@type': 'Person', name: 'Ana Ruiz' },
    };
    const instances = course.hasCourseInstance as { startDate: string; endDate: string }[];
    expect(instances).toMatchObject([instance, instance]);
    // The cancelled second Monday is left out; times are instants a crawler reads without the zone.
    expect(instances.map((i) => [Date.parse(i.startDate), Date.parse(i.endDate)])).toEqual([
      [Date.UTC(2031, 0, 6, 17), Date.UTC(2031, 0, 6, 18, 30)],
      [Date.UTC(2031, 0, 20, 17), Date.UTC(2031, 0, 20, 18, 30)],
    ]);
    for (const { startDate } of instances) expect(startDate).toMatch(/(Z|[+-]\d\d:\d\d)$/);
  });

  it("names an online class's course mode and keeps its meeting link out of the page", async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved', {
      format: { kind: 'online', meetingLink: 'https://meet.example.com/secret-room' },
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/classes/${id}`,
      headers: { host: 'school.test' },
    });
    expect(res.body).not.toContain('secret-room');
    const course = readHead(res.body).structuredData[0]!;
    expect(course.hasCourseInstance).toMatchObject([
      {
        '@type': 'CourseInstance',
        courseMode: 'online',
        location: { '@type': 'VirtualLocation', url: `http://school.test/classes/${id}` },
      },
    ]);
    expect(course).not.toHaveProperty('inLanguage');
  });

  it('never takes the address of its links from the request: a forged Host or X-Forwarded-Host is not written', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/classes/${id}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.canonical).toBe(`http://school.test/classes/${id}`);
    expect(head.meta('property', 'og:url')).toBe(`http://school.test/classes/${id}`);
    expect(res.body).not.toContain('evil.example');
  });

  it('makes its links absolute on PUBLIC_URL when it is set, whatever address the request came to', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved', { price: 0, availableSeats: 0 });
    const res = await publicApp.inject({
      method: 'GET',
      url: `/classes/${id}`,
      headers: { host: 'other.test' },
    });
    const head = readHead(res.body);
    expect(head.meta('property', 'og:image')).toBe('https://speak.example/images/classes/spanish.svg');
    expect(head.canonical).toBe(`https://speak.example/classes/${id}`);
    expect(head.description).toContain('Free, no seats left.');
    expect(head.structuredData[0]).toMatchObject({
      offers: { price: 0, category: 'Free', availability: 'https://schema.org/SoldOut' },
    });
  });

  it('escapes a hostile class name in the title, the tags and the JSON-LD', async () => {
    const instructor = await anInstructor();
    const hostile = `</script><script>alert(1)</script> "Q" & 'A' $& $' <!-- <b>`;
    const id = await addClass(instructor, 'approved', { name: hostile });
    const res = await getAs(`/classes/${id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toContain('<!--');
    // The shell's script and the JSON-LD: no script ended early, none added.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    const head = readHead(res.body);
    expect(head.title).toBe(`${hostile} | Speak the World`);
    expect(head.meta('property', 'og:title')).toBe(hostile);
    expect(head.structuredData[0]!.name).toBe(hostile);
    expect(res.body).toContain('<p>Loading the class</p>');
  });

  it('sends the generic page with a 404 for an unknown, malformed, pending or denied class, saying nothing about it', async () => {
    const instructor = await anInstructor();
    const pending = await addClass(instructor, 'pending', { name: 'Secret Spanish' });
    const denied = await addClass(instructor, 'denied', { name: 'Hidden Spanish' });
    for (const id of [pending, denied, MISSING_ID, 'not-a-class']) {
      const res = await getAs(`/classes/${id}`, instructor);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toBe(SKELETON);
    }
  });

  it('carries its head at its address in another language too, with that language and its alternates', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved');
    const res = await publicApp.inject({ method: 'GET', url: `/ar/classes/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>جارٍ تحميل الدورة</p>');
    const head = readHead(res.body);
    expect(head.lang).toEqual(['ar', 'rtl']);
    expect(head.title).toBe('Spanish for Travellers | Speak the World');
    expect(head.canonical).toBe(`https://speak.example/ar/classes/${id}`);
    expect(head.meta('property', 'og:url')).toBe(head.canonical);
    expect(head.alternates).toEqual({
      en: `https://speak.example/classes/${id}`,
      es: `https://speak.example/es/classes/${id}`,
      fr: `https://speak.example/fr/classes/${id}`,
      de: `https://speak.example/de/classes/${id}`,
      'pt-BR': `https://speak.example/pt-br/classes/${id}`,
      ar: `https://speak.example/ar/classes/${id}`,
      ja: `https://speak.example/ja/classes/${id}`,
      'x-default': `https://speak.example/classes/${id}`,
    });
    // One course, whichever language its page is read in; the links go to the pages in that language.
    expect(head.structuredData[0]).toMatchObject({
      '@id': `https://speak.example/classes/${id}`,
      url: head.canonical,
      offers: { url: head.canonical },
      hasCourseInstance: [{ instructor: { url: `https://speak.example/ar/ins/${instructor.id}` } }],
    });
  });

  it('keeps its head on a shared link with tracking parameters; an unknown class with one gets the shell', async () => {
    const instructor = await anInstructor();
    const id = await addClass(instructor, 'approved');
    const shared = await getAs(`/classes/${id}?utm_source=newsletter&fbclid=x`);
    expect(readHead(shared.body).title).toBe('Spanish for Travellers | Speak the World');
    const unknown = await getAs(`/classes/${MISSING_ID}?utm_source=newsletter`);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(readHead(unknown.body).title).toBe('Speak the World');
  });
});
