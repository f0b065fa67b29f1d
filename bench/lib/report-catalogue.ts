import type { CatalogueResult } from '../catalogue.js';
import type { Measurement } from './load.js';
import { n0, n1, row, tableHead } from './report.js';

const ms = (m: Measurement) => `${n1(m.p50)} / ${n1(m.p99)}`;
const size = (bytes: number) => (bytes >= 1e6 ? `${n1(bytes / 1e6)} MB` : `${n0(bytes / 1000)} kB`);
const storeName = (store: 'pglite' | 'postgres') => (store === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** What the plans showed before the indexes and statement changes, and what changed: fixed text, measured as it says. */
const catalogueFindings: string[] = [
  'What made the list slow, from `explain (analyze)` of these statements on PostgreSQL before the indexes of ' +
    'migration 0008 (the same catalogue, minutes apart on the 2-CPU machine while other work ran, so the times ' +
    'are rough; docs/decisions/catalogue-indexes.md has the plans): the unfiltered list sorted all 10,000 wide ' +
    "rows and spilled the sort to disk (5,960 kB over the 4 MB `work_mem`), and read each class's first and last " +
    'scheduled session with 20,000 index scans that each visited the table to check the status: 463 ms. ' +
    'Language and level scanned all 10,000 classes for 41 (7 ms); price, start date and seats looked up the ' +
    'first session of 1,861 classes from the table (48 ms); day and time of day converted all 200,000 sessions ' +
    "to the visitor's zone (195 ms). After `class_sessions_scheduled_idx` (class and start of the scheduled " +
    'sessions: first and last from the index alone), `classes_status_created_idx` (the newest-first order read ' +
    'from the index: no sort) and `classes_language_level_idx`: 136 ms, 0.6 ms, 47 ms and about 200 ms. On PGlite ' +
    "the unfiltered list went from 537 to 366 ms of execution. The day and time of day, read in the visitor's " +
    'zone, then came from `class_sessions_week_minute_idx` (migration 0009: the minute of the UTC week of each ' +
    'start, the minutes that match under every offset the zone has had since 1999, and only the sessions in ' +
    'minutes that match under some of them converted): 27-43 ms instead of 142-199 ms on PostgreSQL, 85 ms ' +
    'instead of 643 ms on PGlite.',
  '',
];

/** The section of the catalogue's filters and the calendar feed. */
export function renderCatalogue(result: CatalogueResult): string[] {
  const out = ['## The catalogue at the size of a large school, and the calendar feed', ''];
  out.push(
    `A fresh store per database with ${n0(result.classes)} approved classes (31 languages, 7 levels, 13 zones, ` +
      'weekly schedules on one to three days, a quarter of them started already, the rest starting within six ' +
      'months) and their sessions as the app makes them (one in a hundred cancelled), put in with bulk inserts ' +
      'and then `vacuum analyze` (as autovacuum would have done on a live store; bench/lib/seed-catalogue.ts). ' +
      "One app process with `CLASS_LIST_CACHE_MS=0`, so that each request runs its statement (a visitor's " +
      'filters, zone and dates vary too much for the one-second cache of the list to answer them; the unfiltered ' +
      'list, the same URL for everyone, is served from that cache in production). The baseline is a bare Fastify ' +
      "route sending the store the app's own statement for the same URL (its text and parameters taken from the " +
      "app's query builder), turning the rows into the same JSON by hand (checked equal to the app's before " +
      'measuring) and compressing it with the same settings: a pool of 10 on PostgreSQL as the app, a copy of the ' +
      `folder on PGlite. ${result.connections} connections (BENCH_CATALOGUE_CONNECTIONS: fewer than the other ` +
      'figures, because an answer of 10,000 classes takes PGlite over a second, and 50 queued requests would ' +
      'wait past the 30 s timeout), `accept-encoding: gzip, deflate, br`.',
    '',
  );
  out.push(
    ...tableHead([
      'store',
      'GET /api/classes with',
      'classes',
      'JSON',
      'app /s',
      'baseline /s',
      'ratio',
      'app p50 / p99 ms',
      'baseline p50 / p99 ms',
      'errors',
    ]),
  );
  for (const r of result.runs) {
    for (const list of r.lists) {
      out.push(
        row([
          storeName(r.store),
          `${list.name} (\`${list.url.replace('/api/classes', '') || '–'}\`)`,
          n0(list.classes),
          size(list.bytes),
          n0(list.app.rate),
          n0(list.baseline.rate),
          list.baseline.rate > 0 ? `${Math.round((list.app.rate / list.baseline.rate) * 100)}%` : '–',
          ms(list.app),
          ms(list.baseline),
          String(list.app.failures + list.baseline.failures),
        ]),
      );
    }
  }
  out.push('');
  const facets = result.runs.filter((r) => r.facets?.length);
  if (facets.length) {
    out.push(
      "The counts beside the catalogue's choices (GET /api/classes/facets: every language, level, day and " +
        'time of day counted beside the filters, in one statement over the classes and their sessions), on ' +
        'the app alone:',
      '',
      ...tableHead(['store', 'filters', 'listed', 'app /s', 'app p50 / p99 ms', 'errors']),
    );
    for (const r of facets) {
      for (const f of r.facets) {
        out.push(
          row([storeName(r.store), f.name, n0(f.total), n0(f.app.rate), ms(f.app), String(f.app.failures)]),
        );
      }
    }
    out.push('');
  }
  const feeds = result.runs.filter((r) => r.feed);
  if (feeds.length) {
    out.push(
      `The calendar feed of a student enrolled in ${result.feedClasses} of these classes ` +
        '(GET /api/calendar/feed/<token>.ics, no cookie: the secret is looked up by its hash; every session as ' +
        'an RFC 5545 event, cancelled ones included):',
      '',
      ...tableHead(['store', 'events', 'size', 'app /s', 'app p50 / p99 ms', 'errors']),
    );
    for (const r of feeds) {
      const f = r.feed!;
      out.push(
        row([
          storeName(r.store),
          n0(f.events),
          size(f.bytes),
          n0(f.app.rate),
          ms(f.app),
          String(f.app.failures),
        ]),
      );
    }
    out.push('');
  }
  out.push(...catalogueFindings);
  for (const r of result.runs) {
    out.push(
      '<details>',
      `<summary>Plans of the app's statements on ${storeName(r.store)} in this run (<code>explain (analyze, ` +
        `costs off)</code>, the statement run once before; ${n0(r.sessions)} sessions seeded and analysed in ` +
        `${n0(r.seedSeconds)} s)</summary>`,
      '',
    );
    for (const p of r.plans) {
      out.push(`${p.name}:`, '', '```', p.plan, '```', '');
    }
    out.push('</details>', '');
  }
  return out;
}
