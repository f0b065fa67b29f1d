// The catalogue's filters and the calendar feed at the size of a large school: 10,000 classes and
// 200,000 sessions, on PGlite and on PostgreSQL, each filtered list beside a bare baseline sending the same
// statement (bench/catalogue-baseline-server.ts), and PostgreSQL's (and PGlite's) plans for each statement.
import { randomBytes } from 'node:crypto';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { localDateOf } from '#contract/schedule';
import type { Store } from '#server/db/client';
import { classListQuery, type ClassFilter } from '#server/modules/classes/classes.repository';
import { cleanEnv, format, settle, startApp } from './api.js';
import type { CatalogueStatement } from './catalogue-baseline-server.js';
import { measureGet, type LoadSettings, type Measurement } from './lib/load.js';
import { freePort, root, startChild, type Child } from './lib/processes.js';
import { seedCatalogue, type CatalogueData } from './lib/seed-catalogue.js';
import { prepareStore, tempDir } from './lib/stores.js';
import { asCents } from '#server/money';

const CATALOGUE_CLASSES = 10_000;
const SESSIONS_PER_CLASS = 20;
const FEED_CLASSES = 20;

interface CatalogueFilter {
  name: string;
  url: string;
  /** What the service makes of the URL's query; the bench checks that both answers are the same. */
  filter: ClassFilter;
}

/** The filter combinations measured: what visitors pick on /classes, as the page sends them. */
function catalogueFilters(now: Date): CatalogueFilter[] {
  const zone = 'America/New_York';
  const inAMonth = localDateOf(new Date(now.getTime() + 30 * 86_400_000), zone);
  const approved = { status: 'approved' as const };
  return [
    {
      name: 'language and level',
      url: '/api/classes?language=es&level=B1',
      filter: { ...approved, language: 'es', level: 'B1' },
    },
    {
      name: 'day and time of day, in the visitor’s zone',
      url: `/api/classes?day=mon&time=evening&tz=${encodeURIComponent(zone)}`,
      filter: { ...approved, days: ['mon'], time: 'evening', zone },
    },
    {
      name: 'price range, start date and free seats',
      url: `/api/classes?minPrice=20&maxPrice=60&startsFrom=${inAMonth}&seats=available&tz=${encodeURIComponent(zone)}`,
      filter: {
        ...approved,
        minPriceCents: asCents(2000),
        maxPriceCents: asCents(6000),
        startsFrom: inAMonth,
        withSeats: true,
        zone,
      },
    },
    { name: 'no filter', url: '/api/classes', filter: approved },
  ];
}

/**
 * The counts beside the page's choices (GET /api/classes/facets), asked beside each list the page shows:
 * measured on the app alone (the baseline has no counterpart).
 */
function facetUrls(): { name: string; url: string }[] {
  const tz = encodeURIComponent('America/New_York');
  return [
    { name: 'no filter', url: `/api/classes/facets?tz=${tz}` },
    { name: 'language and level', url: `/api/classes/facets?language=es&level=B1&tz=${tz}` },
    {
      name: 'weekdays in the evening, in the visitor’s zone',
      url: `/api/classes/facets?day=mon,tue,wed,thu,fri&time=evening&tz=${tz}`,
    },
  ];
}

interface CatalogueFacets {
  name: string;
  url: string;
  /** How many classes the filters list (the answer's total). */
  total: number;
  app: Measurement;
}

interface CatalogueList {
  name: string;
  url: string;
  classes: number;
  /** The answer's JSON before compression. */
  bytes: number;
  app: Measurement;
  baseline: Measurement;
}

interface CataloguePlan {
  name: string;
  /** EXPLAIN (ANALYZE) of the app's statement on the seeded, analysed store. */
  plan: string;
}

interface CatalogueRun {
  store: 'pglite' | 'postgres';
  seedSeconds: number;
  sessions: number;
  lists: CatalogueList[];
  facets: CatalogueFacets[];
  feed: { events: number; bytes: number; app: Measurement } | null;
  plans: CataloguePlan[];
}

export interface CatalogueResult {
  classes: number;
  connections: number;
  feedClasses: number;
  runs: CatalogueRun[];
}

type Client = pg.Pool | PGlite;
const clientOf = (store: Store) => (store.db as unknown as { $client: Client }).$client;

async function rawQuery(client: Client, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const result = await (client as pg.Pool).query(text, params);
  return result.rows as Record<string, unknown>[];
}

async function startBaseline(statementsFile: string, store: Record<string, string>): Promise<Child> {
  const port = await freePort();
  return startChild({
    name: 'catalogue baseline',
    args: ['--import', 'tsx', path.join(root, 'bench/catalogue-baseline-server.ts')],
    port,
    readyPath: '/api/health',
    env: {
      ...cleanEnv(),
      ...store,
      PORT: String(port),
      BENCH_CATALOGUE_STATEMENTS: statementsFile,
      NODE_ENV: 'production',
    },
  });
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.text();
}

/**
 * Per store: a fresh store seeded with the large catalogue and analysed (as autovacuum would have), the
 * plans of the app's statements, then one app process with its class list cache off (each request runs the
 * statement, as the baseline does; visitors' filters, zones and dates vary too much for a one-second cache to
 * answer them) and the baseline beside it, each list measured on both, and the calendar feed on the app.
 */
export async function runCatalogueBench(options: {
  settings: LoadSettings;
  postgres: boolean;
  log: (line: string) => void;
}): Promise<CatalogueResult> {
  const { settings, log } = options;
  const runs: CatalogueRun[] = [];
  const now = new Date();
  const filters = catalogueFilters(now);

  async function run(kind: 'pglite' | 'postgres') {
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    log(
      `\n== ${label}: ${CATALOGUE_CLASSES.toLocaleString('en-US')} classes, ` +
        `${(CATALOGUE_CLASSES * SESSIONS_PER_CLASS).toLocaleString('en-US')} sessions`,
    );
    let data: CatalogueData | undefined;
    const statements: CatalogueStatement[] = [];
    const plans: CataloguePlan[] = [];
    const seedStarted = Date.now();
    const prepared = await prepareStore(kind, async (store) => {
      data = await seedCatalogue(store.db, {
        classCount: CATALOGUE_CLASSES,
        sessionsPerClass: SESSIONS_PER_CLASS,
        enrolledCount: FEED_CLASSES,
        now,
      });
      const client = clientOf(store);
      await rawQuery(client, 'vacuum analyze', []);
      for (const { name, url, filter } of filters) {
        const { sql: text, params } = classListQuery(store.db, filter).toSQL();
        statements.push({ url, text, params });
        await rawQuery(client, text, params);
        const rows = await rawQuery(client, `explain (analyze, costs off) ${text}`, params);
        plans.push({ name, plan: rows.map((r) => String(Object.values(r)[0])).join('\n') });
      }
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(
      `  seeded ${data!.sessions.toLocaleString('en-US')} sessions and analysed in ${seedSeconds.toFixed(0)} s`,
    );
    const statementsFile = path.join(tempDir('stw-bench-catalogue-'), 'statements.json');
    writeFileSync(statementsFile, JSON.stringify(statements));
    let baselineStore: Record<string, string>;
    if (kind === 'pglite') {
      // One PGlite folder opens in one process: the baseline reads a copy.
      const copy = path.join(tempDir('stw-bench-catalogue-baseline-'), 'pglite');
      cpSync(path.join(prepared.env.DATA_DIR, 'pglite'), copy, { recursive: true });
      baselineStore = { BENCH_BASELINE_PGLITE_DIR: copy };
    } else {
      baselineStore = { BENCH_BASELINE_DATABASE_URL: prepared.env.DATABASE_URL! };
    }
    const app = await startApp(
      `${label} catalogue server`,
      { ...prepared.env, CLASS_LIST_CACHE_MS: '0' },
      randomBytes(32).toString('hex'),
    );
    const baseline = await startBaseline(statementsFile, baselineStore);
    const result: CatalogueRun = {
      store: kind,
      seedSeconds,
      sessions: data!.sessions,
      lists: [],
      facets: [],
      feed: null,
      plans,
    };
    const get = (url: string) => (base: string) => measureGet(base, url, settings, {}, () => settle(base));
    try {
      for (const { name, url } of filters) {
        const appAnswer = await fetchText(app.url + url);
        const baselineAnswer = await fetchText(baseline.url + url);
        const classes = JSON.parse(appAnswer) as unknown[];
        if (!isDeepStrictEqual(classes, JSON.parse(baselineAnswer))) {
          throw new Error(`the baseline's answer to ${url} is not the app's`);
        }
        log(
          `GET ${url} (${name}: ${classes.length} classes, ${(appAnswer.length / 1e6).toFixed(2)} MB of JSON)`,
        );
        const appFigure = await get(url)(app.url);
        log(`  app: ${format(appFigure)}`);
        await settle(app.url);
        const baselineFigure = await get(url)(baseline.url);
        log(`  baseline: ${format(baselineFigure)}`);
        await settle(baseline.url);
        result.lists.push({
          name,
          url,
          classes: classes.length,
          bytes: Buffer.byteLength(appAnswer),
          app: appFigure,
          baseline: baselineFigure,
        });
      }
      for (const { name, url } of facetUrls()) {
        const { total } = JSON.parse(await fetchText(app.url + url)) as { total: number };
        log(`GET ${url} (${name}: ${total} classes listed)`);
        const figure = await get(url)(app.url);
        log(`  app: ${format(figure)}`);
        await settle(app.url);
        result.facets.push({ name, url, total, app: figure });
      }
      const feedUrl = `/api/calendar/feed/${data!.feedToken}.ics`;
      const feed = await fetchText(app.url + feedUrl);
      const events = feed.split('BEGIN:VEVENT').length - 1;
      if (events !== FEED_CLASSES * SESSIONS_PER_CLASS) {
        throw new Error(`the feed has ${events} events, not ${FEED_CLASSES * SESSIONS_PER_CLASS}`);
      }
      log(`GET /api/calendar/feed/<token>.ics (${FEED_CLASSES} classes, ${events} events)`);
      const feedFigure = await get(feedUrl)(app.url);
      log(`  app: ${format(feedFigure)}`);
      result.feed = { events, bytes: Buffer.byteLength(feed), app: feedFigure };
    } finally {
      await app.stop();
      await baseline.stop();
      await prepared.drop();
    }
    runs.push(result);
  }

  await run('pglite');
  if (options.postgres) await run('postgres');
  return { classes: CATALOGUE_CLASSES, connections: settings.connections, feedClasses: FEED_CLASSES, runs };
}
