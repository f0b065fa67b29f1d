import { ME_FROM_STORE, PRECOMPRESSED, PURCHASE_SAME_SQL, type ApiResult, type Scenario } from '../api.js';
import type { FrontendResult } from '../frontend.js';
import type { Measurement } from './load.js';
import { renderComparison, type Compared } from './report-comparison.js';
import { renderProfileFindings } from './report-profile.js';
import { renderCatalogue } from './report-catalogue.js';
import type { CatalogueResult } from '../catalogue.js';

const budgets = {
  classesRatio: 0.6,
  classesP99Ms: 50,
  purchaseRatio: 0.5,
  /** First-load JavaScript of each public page, / and /classes/:id among them (once 150 kB for / alone). */
  publicJsKB: 110,
  homeCssKB: 30,
  totalBlockingTimeMs: 200,
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
};

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  ramGiB: number;
  node: string;
  postgres: string | null;
  loadBefore: number[];
  loadAfter: number[];
}

export interface Settings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  lighthouseRuns: number;
}

export const scenarioNames: Record<Scenario, string> = {
  classes: 'GET /api/classes (1,000 classes)',
  me: 'GET /api/me (signed in)',
  purchase: 'purchase path (4 requests)',
};

export const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
export const n1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const ms = (m: Measurement) => `${n1(m.p50)} / ${n1(m.p99)}`;
const pass = (ok: boolean) => (ok ? 'pass' : '**fail**');
export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
/** A markdown table's header row and the separator under it. */
export const tableHead = (cells: string[]) => [row(cells), row(cells.map(() => '---'))];

/**
 * What the purchase path asks the store, before and after its round trips were cut: fixed text, measured as
 * it says; `purchase-queries.test.ts` keeps the "after" column true.
 */
const purchaseQueries = [
  '### Purchase path: statements per request',
  '',
  'Counted at the driver (node-postgres `Client#query`, PGlite `query`/`exec`/`transaction`) by ' +
    '`src/server/testing/query-counter.ts` for one purchase through the app, the same on PGlite and PostgreSQL, ' +
    "and checked against PostgreSQL's own log (`log_statement = 'all'` on a bench database). Each statement is one " +
    'round trip to PostgreSQL; the first of each request is the session and its account (the viewer). Before, ' +
    "all but the viewer's were unnamed statements, parsed and planned each time; after, all are prepared by name " +
    "on each connection (PostgreSQL's log shows `execute <name>`). Before: " +
    'commit 1ffa6b0; after: kept by `src/server/modules/payments/purchase-queries.test.ts`, which fails if a ' +
    'step takes another statement.',
  '',
  ...tableHead(['request', 'before', 'after']),
  row([
    'POST /api/carts',
    '6: session; class; begin, enrolled?, commit; insert item',
    '3: session; class with enrolled?; insert item',
  ]),
  row([
    'POST /api/create-payment-intent',
    "15: session; item; begin, enrolled?, commit; begin, lock student, student's holds, lock class, item's hold, " +
      "others' holds, set hold, commit; insert intent; set item's intent",
    "9: session; item with enrolled?; begin, lock student and class (one statement), student's, others' and " +
      "the item's holds and whether anyone waits in the class's line (one statement), set hold, commit; " +
      "insert intent; set item's intent",
  ]),
  row([
    'POST /api/payments/simulated/confirm',
    '4: session; intent by secret; mark succeeded; read it back',
    "2: session; one update (awaiting its card, this account's); the card checked before",
  ]),
  row([
    'POST /api/payments',
    '14: session; payment by transaction; intent; begin, lock class, payment again, email, item’s hold, ' +
      'enrolled?, take seat, insert payment, insert enrolment, delete item, commit',
    '10: session; payment by transaction; intent; begin, lock class, payment, email, item’s hold, enrolled?, ' +
      "others' holds and the student's place in the line (one statement), seat, payment, enrolment and item " +
      "(one statement), the sale's earnings, the receipt mail, commit (the place in the line closed only when there is one)",
  ]),
  row([
    'whole purchase',
    '39, of them 25 in 4 transactions; the class lock held over 4 (hold) and 9 (record) round trips',
    '24, of them 12 in 2 transactions (22 and 10 before the receipt mail and the earnings were added); ' +
      'the class lock held over 3 round trips in the hold and 5 in the record',
  ]),
  '',
  'Profile before the change (`node --cpu-prof` of the app under this load, one process): on PostgreSQL 27% of ' +
    "the process's time went to socket writes (20% node-postgres sending one statement at a time, 7% the answers), " +
    '12% to Drizzle building SQL text for every statement, 15% idle (waiting on PostgreSQL and the pool of 10); ' +
    'on PGlite 48% went to PGlite itself (its WASM, and its parse/describe/bind/execute exchange and result parsing ' +
    'for every statement, even inside a transaction, which holds the whole database) and 7.5% to Drizzle. The ' +
    "viewer's one query per request did not dominate. Nothing in a transaction could move before it but the card " +
    'check (now before the confirm) and the enrolment reads (now joined to the reads before the hold). After: ' +
    'Drizzle fell to about 2% (the purchase statements are built once, `src/server/db/statement.ts`, prepared ' +
    'by name on each PostgreSQL connection, and sent to the driver directly). On PGlite the same statements cost ' +
    'about 0.1 ms more each when sent through Drizzle, whose per-query type parsers PGlite merges into its own table ' +
    "of several hundred on every query; the viewer's query (identity/sessions.repository.ts, not changed here) still pays it.",
  '',
  'A later profile (2026-11-27, PostgreSQL, one process, the six seconds of the purchase load; take one with ' +
    '`BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" BENCH_ONLY=api npm run bench`): the app ' +
    "busy 97% of the time, and the receipt mail, rendered inside the payment's transaction, about 29% of it: " +
    "7% making the receipt's date formatters anew for every receipt, 10% the mail library's render (React's " +
    'streaming renderer through web streams), 12% converting the HTML to plain text (its selector tables built ' +
    'anew for every mail). Now the formatters are made once per time zone, mails are rendered to static markup ' +
    'in one pass and converted by a converter compiled once (`modules/mail/render-mail.ts`; the same HTML but ' +
    "for React's streaming comments, the same text): about 14% after, 3.65 ms -> 2.18 ms per receipt mail alone. " +
    'In runs minutes apart the app went from 73 to 106 purchases/s, but the same-SQL baseline also went from 145 ' +
    'to 269/s on this shared host, so the ratio moved less than the app. What is left in the busy time: 28% ' +
    "socket writes (a statement's round trip each), node-postgres and Drizzle 15%, Fastify and validation 6%.",
  '',
  'A third profile (2026-11-28, the same command, on the 2 × Intel Xeon host): 7% of the purchase load idle, ' +
    "31% in `writev` (node-postgres's socket writes, one per statement: on this host the kernel delivers each " +
    'write to PostgreSQL over the loopback inside that call, and the baseline makes the same writes), and 17% ' +
    'making the receipt mails (React 8%, the HTML-to-text conversion 9%, about 0.76 ms a receipt). Now the ' +
    "receipt is filled into a template rendered once per shape, checked against a full render (the mail's " +
    'subject, HTML and text are byte for byte the same; docs/decisions/slotted-receipt-mail.md): 0.09 ms a ' +
    "receipt. The profiled run before the change: 68, 189 and 157 purchases/s against the same-SQL baseline's " +
    '111, 342 and 311 (61% on PGlite, 55% on PostgreSQL, 50% with two processes).',
];

export function renderReport(options: {
  machine: Machine;
  settings: Settings;
  api: ApiResult | null;
  /** The catalogue's filters at 10,000 classes and the calendar feed. */
  catalogue?: CatalogueResult | null;
  frontend: FrontendResult | null;
  notes: string[];
  /** BENCH_COMPARE: the other commit, and its front-end figures when they were measured. */
  compared?: Compared | null;
}): string {
  const { machine, settings, api, frontend } = options;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(
    `\`npm run bench\`, ${machine.date}. Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.ramGiB.toFixed(0)} GiB RAM, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres ?? 'not reachable'}; load average ${machine.loadBefore
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )} (1/5/15 min) at the start, ${machine.loadAfter.map((l) => l.toFixed(1)).join(' / ')} at the end.`,
    '',
  );

  if (api) {
    out.push('## API', '');
    out.push(
      `${settings.connections} connections (virtual users for purchases), ${settings.seconds} s per measurement after a ` +
        `${settings.warmupSeconds} s warm-up; autocannon 9 for the GETs, a loop of ${settings.connections} concurrent ` +
        'keep-alive clients for the purchase path (select, create intent, simulated confirm with 4242…, record; ' +
        'each virtual user is its own student and buys a different class each time). Servers: the built app ' +
        '(`node dist/node/server/main.js`, NODE_ENV=production, LOG_LEVEL=warn, AUTH_RATE_LIMIT=off, ' +
        'ALLOW_SIMULATED_PAYMENTS=true, MAX_REQUESTS_PER_SOCKET=0 like the baseline, the default CLASS_LIST_CACHE_MS=1000 and SESSION_CACHE_MS=1000) on a fresh store with 1,000 approved ' +
        'classes. GETs ask for `accept-encoding: gzip, deflate, br` like a browser; the app and the baseline both ' +
        'compress with @fastify/compress (threshold 1 KiB, brotli quality 4). The baseline is a bare Fastify ' +
        'route answering the same JSON (captured from the app) from memory, serialised and compressed by Fastify ' +
        'for each request, with no database, hooks or schemas; its purchase steps answer the same shapes. A second ' +
        'baseline figure for the class list answers bytes compressed in advance: the ceiling for a cached answer. ' +
        'A second baseline figure for GET /api/me is the least any server must do to know who is asking: it ' +
        "checks the session cookie's signature (HMAC-SHA256, as the app's auth library) and runs ONE indexed " +
        'query joining the session to its user (a pool of 10 on PostgreSQL as the app; on PGlite its own copy of ' +
        "the app's folder, made after sign-in), answering the same JSON, checked equal before measuring. " +
        'A second baseline figure for the purchase path sends the store the same statements as the app, in the ' +
        'same transactions with the same row locks (bench/lib/purchase-baseline.ts: bare routes, the session read ' +
        'as above, no hooks, schemas or validation), as its own students buying other classes of the same store ' +
        '(on PGlite, its copy of the folder); it really holds seats, records payments and enrols. ' +
        'The baseline runs with as many processes as the app, and each of its figures is measured right after the ' +
        "app's. Two processes sit behind bench/proxy.ts, a round-robin TCP proxy (its cost is below the table).",
      '',
    );
    out.push(
      ...tableHead([
        'store',
        'processes',
        'measurement',
        'app /s',
        'baseline /s',
        'ratio',
        'app p50 / p99 ms',
        'baseline p50 / p99 ms',
        'errors',
      ]),
    );
    const verdicts: string[] = [];
    const purchaseVerdicts: string[] = [];
    for (const t of api.topologies) {
      for (const scenario of ['classes', 'me', 'purchase'] as const) {
        const m = t.app[scenario];
        if (!m) continue;
        const b = t.baseline[scenario];
        const ratio = b ? m.rate / b.rate : NaN;
        const unit = scenario === 'purchase' ? ' purchases' : '';
        const cells = (name: string, base: Measurement | undefined) => {
          const r = base ? m.rate / base.rate : NaN;
          return row([
            t.store === 'pglite' ? 'PGlite' : 'PostgreSQL',
            t.processes + (t.viaProxy ? ' + proxy' : ''),
            name,
            n0(m.rate) + unit,
            base ? n0(base.rate) + unit : '–',
            Number.isFinite(r) ? `${Math.round(r * 100)}%` : '–',
            ms(m),
            base ? ms(base) : '–',
            String(m.failures + (base?.failures ?? 0)),
          ]);
        };
        const label =
          scenario === 'classes'
            ? scenarioNames[scenario]
            : `${scenarioNames[scenario]}, baseline answers from memory`;
        out.push(cells(label, b));
        const pre = scenario === 'classes' ? t.baseline[PRECOMPRESSED] : undefined;
        if (pre) out.push(cells(`${scenarioNames[scenario]}, baseline compressed in advance`, pre));
        const fromStore = scenario === 'me' ? t.baseline[ME_FROM_STORE] : undefined;
        if (fromStore) {
          out.push(
            cells(`${scenarioNames[scenario]}, baseline reads session and user in one query`, fromStore),
          );
        }
        const sameSql = scenario === 'purchase' ? t.baseline[PURCHASE_SAME_SQL] : undefined;
        if (sameSql) {
          out.push(cells(`${scenarioNames[scenario]}, baseline sends the same SQL to the store`, sameSql));
          const r = m.rate / sameSql.rate;
          purchaseVerdicts.push(
            `${t.label}: ${Number.isFinite(r) ? Math.round(r * 100) + '%' : '–'} of the same-SQL baseline ` +
              `(≥ ${budgets.purchaseRatio * 100}%: ${pass(r >= budgets.purchaseRatio)})`,
          );
        }
        if (scenario === 'classes') {
          verdicts.push(
            `${t.label}: ${Number.isFinite(ratio) ? Math.round(ratio * 100) + '%' : '–'} of the baseline ` +
              `(≥ ${budgets.classesRatio * 100}%: ${pass(ratio >= budgets.classesRatio)}), p99 ${n1(m.p99)} ms ` +
              `(< ${budgets.classesP99Ms} ms: ${pass(m.p99 < budgets.classesP99Ms)})` +
              (pre
                ? `; ${Math.round((m.rate / pre.rate) * 100)}% of the baseline compressed in advance`
                : ''),
          );
        }
      }
    }
    out.push('');
    if (api.proxyCost) {
      const { direct, viaProxy } = api.proxyCost;
      out.push(
        `The proxy's cost, GET /api/me of one baseline process: ${n0(direct.rate)}/s directly (p50 / p99 ` +
          `${ms(direct)} ms), ${n0(viaProxy.rate)}/s through the proxy (${ms(viaProxy)} ms), ` +
          `${Math.round((viaProxy.rate / direct.rate) * 100)}%.`,
        '',
      );
    }
    out.push('Budget for GET /api/classes:', '', ...verdicts.map((v) => `- ${v}`), '');
    if (purchaseVerdicts.length) {
      out.push('Target for the purchase path:', '', ...purchaseVerdicts.map((v) => `- ${v}`), '');
    }

    out.push('Purchase path, per step (p50 / p99 ms):', '');
    out.push(...tableHead(['run', 'select', 'intent', 'confirm', 'record', 'whole purchase']));
    for (const t of api.topologies) {
      for (const [who, m] of [
        ['app', t.app.purchase],
        ['baseline from memory', t.baseline.purchase],
        ['baseline, same SQL', t.baseline[PURCHASE_SAME_SQL]],
      ] as const) {
        if (!m?.steps) continue;
        const s = m.steps;
        out.push(
          row([
            `${t.label}, ${who}`,
            ...(['select', 'intent', 'confirm', 'record'] as const).map(
              (k) => `${n1(s[k]!.p50)} / ${n1(s[k]!.p99)}`,
            ),
            ms(m),
          ]),
        );
      }
    }
    out.push('', ...purchaseQueries, '', '## Memory', '');
    out.push(
      'Resident memory (VmRSS) of each server process right after start and after its API runs, in MiB. PGlite ' +
        'runs inside the server process, so its RSS includes the database; PostgreSQL runs in its own processes.',
      '',
    );
    out.push(
      ...tableHead([
        'run',
        'app idle after start',
        'app after the API runs',
        'baseline idle',
        'baseline after',
      ]),
    );
    for (const t of api.topologies) {
      const list = (xs: number[]) => xs.map(n0).join(' + ');
      out.push(
        row([t.label, list(t.rssIdle), list(t.rssAfter), list(t.baselineRssIdle), list(t.baselineRssAfter)]),
      );
    }
    out.push('');
  }

  if (options.catalogue) out.push(...renderCatalogue(options.catalogue));

  if (frontend) {
    out.push('## Front end', '');
    out.push(
      'The built app on a demo-seeded PGlite store (development settings, as `npm start`). Bundles: every ' +
        'JavaScript and CSS file Chromium fetched for the first load of the page (for /classes/:id, the first ' +
        'approved class of the demo store; for /dashboard, signed in as the demo student, with its lazy chunks), ' +
        'each gzipped at level 9 as Vite reports it; 1 kB = 1000 bytes.',
      '',
    );
    out.push(...tableHead(['page', 'JS gzipped', 'CSS gzipped', 'files', 'budget']));
    for (const b of frontend.bundles) {
      const budget =
        b.page === '/dashboard'
          ? '–'
          : `JS ≤ ${budgets.publicJsKB} kB: ${pass(b.jsKB <= budgets.publicJsKB)}; CSS ≤ ${budgets.homeCssKB} kB: ${pass(b.cssKB <= budgets.homeCssKB)}`;
      out.push(row([b.page, `${n1(b.jsKB)} kB`, `${n1(b.cssKB)} kB`, String(b.files.length), budget]));
    }
    const home = frontend.bundles.find((b) => b.page === '/');
    const dashboardOnly = frontend.bundles
      .find((b) => b.page === '/dashboard')
      ?.files.filter((f) => !home?.files.some((h) => h.url === f.url));
    if (dashboardOnly?.length) {
      out.push(
        '',
        `Loaded by /dashboard only: ${dashboardOnly.map((f) => `\`${f.url}\` ${n1(f.gzipKB)} kB`).join(', ')}.`,
      );
    }
    out.push('');
    out.push(
      `Lighthouse 12.2.3, mobile, default (simulated) throttling, ${settings.lighthouseRuns} run(s) per page, the ` +
        'median run by performance; Debian Chromium headless. Lighthouse rated the host at benchmarkIndex ' +
        frontend.lighthouse.map((p) => p.benchmarkIndex).join(', ') +
        ' (its CPU throttling multiplies what it observes, so a busy or slow host lowers the performance score).',
      '',
    );
    out.push(
      ...tableHead([
        'page',
        'performance',
        'accessibility',
        'best practices',
        'FCP / LCP / TBT / CLS',
        `budget (≥ ${budgets.performance} / ${budgets.accessibility} / ≥ ${budgets.bestPractices}, TBT ≤ ${budgets.totalBlockingTimeMs} ms)`,
      ]),
    );
    for (const p of frontend.lighthouse) {
      const m = p.metrics;
      const ok = {
        perf: p.performance >= budgets.performance,
        a11y: p.accessibility >= budgets.accessibility,
        bp: p.bestPractices >= budgets.bestPractices,
        tbt: p.totalBlockingTimeMs <= budgets.totalBlockingTimeMs,
      };
      out.push(
        row([
          p.page,
          `${p.performance}${p.runs.length > 1 ? ` (runs ${p.runs.join(', ')})` : ''}`,
          String(p.accessibility),
          String(p.bestPractices),
          [
            m['first-contentful-paint'],
            m['largest-contentful-paint'],
            m['total-blocking-time'],
            m['cumulative-layout-shift'],
          ].join(' / '),
          ok.perf && ok.a11y && ok.bp && ok.tbt
            ? 'pass'
            : `**fail** (${[!ok.perf && 'performance', !ok.a11y && 'accessibility', !ok.bp && 'best practices', !ok.tbt && 'total blocking time'].filter(Boolean).join(', ')})`,
        ]),
      );
    }
    const findings = frontend.lighthouse.flatMap((p) =>
      p.findings
        .filter(
          (f) =>
            (f.category === 'accessibility' && p.accessibility < budgets.accessibility) ||
            (f.category === 'best-practices' && p.bestPractices < budgets.bestPractices) ||
            (f.category === 'performance' &&
              (p.performance < budgets.performance || p.totalBlockingTimeMs > budgets.totalBlockingTimeMs)),
        )
        .map(
          (f) =>
            `- ${p.page}, ${f.category}: \`${f.id}\` ${f.title}${f.display ? ` (${f.display})` : ''}${f.items.length ? ': ' + f.items.map((i) => `\`${i.replaceAll('|', '\\|').replaceAll('`', "'").slice(0, 200)}\``).join('; ') : ''}`,
        ),
    );
    if (findings.length) out.push('', 'Audits behind the failed budgets:', '', ...findings);
    out.push('');
  }
  if (api) out.push(...renderProfileFindings());
  if (options.compared) out.push(...renderComparison(options.compared, api, frontend));
  if (options.notes.length) out.push('## Notes', '', ...options.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
