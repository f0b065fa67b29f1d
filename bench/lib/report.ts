import type { Scenario, TopologyResult } from '../api.js';
import type { FrontendResult } from '../frontend.js';
import type { Measurement } from './load.js';

export const budgets = {
  classesRatio: 0.6,
  classesP99Ms: 50,
  homeJsKB: 150,
  homeCssKB: 30,
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

const scenarioNames: Record<Scenario, string> = {
  classes: 'GET /api/classes (1,000 classes)',
  me: 'GET /api/me (signed in)',
  purchase: 'purchase path (4 requests)',
};

const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const n1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const ms = (m: Measurement) => `${n1(m.p50)} / ${n1(m.p99)}`;
const pass = (ok: boolean) => (ok ? 'pass' : '**fail**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function baselineFor(results: TopologyResult[], app: TopologyResult): TopologyResult | undefined {
  return results.find(
    (r) => r.store === 'none' && r.processes === app.processes && r.viaProxy === app.viaProxy,
  );
}

export function renderReport(options: {
  machine: Machine;
  settings: Settings;
  api: TopologyResult[] | null;
  frontend: FrontendResult | null;
  notes: string[];
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
        'keep-alive clients for the purchase path. Servers: the built app (`node dist/node/server/main.js`, ' +
        'NODE_ENV=production, LOG_LEVEL=warn, AUTH_RATE_LIMIT=off, ALLOW_SIMULATED_PAYMENTS=true) on a fresh store. ' +
        'GETs ask for `accept-encoding: gzip, deflate, br` like a browser; the app and the baseline both compress ' +
        'with @fastify/compress (threshold 1 KiB, brotli quality 4). The baseline is a bare Fastify route answering ' +
        'the same JSON (captured from the app) from memory, serialised by Fastify per request, with no database, ' +
        'hooks or schemas; its purchase steps answer the same shapes. Two processes sit behind bench/proxy.ts, a ' +
        'round-robin TCP proxy (one more process on the same CPUs); its cost is the last row.',
      '',
    );
    out.push(
      row([
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
      row(Array(9).fill('---')),
    );
    const verdicts: string[] = [];
    for (const app of api.filter((r) => r.store !== 'none')) {
      const base = baselineFor(api, app);
      for (const scenario of ['classes', 'me', 'purchase'] as const) {
        const m = app.measurements[scenario];
        if (!m) continue;
        const b = base?.measurements[scenario];
        const ratio = b ? m.rate / b.rate : NaN;
        const unit = scenario === 'purchase' ? ' purchases' : '';
        out.push(
          row([
            app.store === 'pglite' ? 'PGlite' : 'PostgreSQL',
            app.processes + (app.viaProxy ? ' + proxy' : ''),
            scenarioNames[scenario],
            n0(m.rate) + unit,
            b ? n0(b.rate) + unit : '–',
            Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : '–',
            ms(m),
            b ? ms(b) : '–',
            String(m.failures),
          ]),
        );
        if (scenario === 'classes') {
          verdicts.push(
            `${app.label}: ratio ${Number.isFinite(ratio) ? Math.round(ratio * 100) + '%' : '–'} ` +
              `(≥ ${budgets.classesRatio * 100}%: ${pass(ratio >= budgets.classesRatio)}), p99 ${n1(m.p99)} ms ` +
              `(< ${budgets.classesP99Ms} ms: ${pass(m.p99 < budgets.classesP99Ms)})`,
          );
        }
      }
    }
    const overhead = api.find((r) => r.store === 'none' && r.processes === 1 && r.viaProxy);
    const direct = api.find((r) => r.store === 'none' && r.processes === 1 && !r.viaProxy);
    if (overhead?.measurements.classes && direct?.measurements.classes) {
      const o = overhead.measurements.classes;
      const d = direct.measurements.classes;
      out.push(
        row([
          '–',
          'baseline 1 + proxy',
          'proxy cost: ' + scenarioNames.classes,
          n0(o.rate),
          n0(d.rate) + ' (direct)',
          `${Math.round((o.rate / d.rate) * 100)}%`,
          ms(o),
          ms(d),
          String(o.failures),
        ]),
      );
    }
    out.push('', 'Budget for GET /api/classes (issue 7):', '', ...verdicts.map((v) => `- ${v}`), '');

    out.push('Purchase path, per step (p50 / p99 ms):', '');
    out.push(
      row(['run', 'select', 'intent', 'confirm', 'record', 'whole purchase']),
      row(Array(6).fill('---')),
    );
    for (const r of api) {
      const m = r.measurements.purchase;
      if (!m?.steps) continue;
      const s = m.steps;
      out.push(
        row([
          r.label,
          ...(['select', 'intent', 'confirm', 'record'] as const).map(
            (k) => `${n1(s[k]!.p50)} / ${n1(s[k]!.p99)}`,
          ),
          ms(m),
        ]),
      );
    }
    out.push('', '## Memory', '');
    out.push(
      'Resident memory (VmRSS) of each server process right after start and after its API runs, in MiB. PGlite ' +
        'runs inside the server process, so its RSS includes the database; PostgreSQL runs in its own processes.',
      '',
    );
    out.push(row(['run', 'idle after start', 'after the API runs']), row(Array(3).fill('---')));
    for (const r of api) {
      out.push(row([r.label, r.rssIdle.map(n0).join(' + '), r.rssAfter.map(n0).join(' + ')]));
    }
    out.push('');
  }

  if (frontend) {
    out.push('## Front end', '');
    out.push(
      'The built app on a demo-seeded PGlite store (development settings, as `npm start`). Bundles: every ' +
        'JavaScript and CSS file Chromium fetched for the first load of the page (for /dashboard, signed in as ' +
        'the demo student, with its lazy chunks), each gzipped at level 9 as Vite reports it; 1 kB = 1000 bytes.',
      '',
    );
    out.push(
      row(['page', 'JS gzipped', 'CSS gzipped', 'files', 'budget (issue 4)']),
      row(Array(5).fill('---')),
    );
    for (const b of frontend.bundles) {
      const budget =
        b.page === '/'
          ? `JS ≤ ${budgets.homeJsKB} kB: ${pass(b.jsKB <= budgets.homeJsKB)}; CSS ≤ ${budgets.homeCssKB} kB: ${pass(b.cssKB <= budgets.homeCssKB)}`
          : '–';
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
      row([
        'page',
        'performance',
        'accessibility',
        'best practices',
        'FCP / LCP / TBT / CLS',
        'budget (≥ 90 / 100 / ≥ 95)',
      ]),
      row(Array(6).fill('---')),
    );
    for (const p of frontend.lighthouse) {
      const m = p.metrics;
      const ok = {
        perf: p.performance >= budgets.performance,
        a11y: p.accessibility >= budgets.accessibility,
        bp: p.bestPractices >= budgets.bestPractices,
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
          ok.perf && ok.a11y && ok.bp
            ? 'pass'
            : `**fail** (${[!ok.perf && 'performance', !ok.a11y && 'accessibility', !ok.bp && 'best practices'].filter(Boolean).join(', ')})`,
        ]),
      );
    }
    const findings = frontend.lighthouse.flatMap((p) =>
      p.findings
        .filter(
          (f) =>
            (f.category === 'accessibility' && p.accessibility < budgets.accessibility) ||
            (f.category === 'best-practices' && p.bestPractices < budgets.bestPractices) ||
            (f.category === 'performance' && p.performance < budgets.performance),
        )
        .map(
          (f) =>
            `- ${p.page}, ${f.category}: \`${f.id}\` ${f.title}${f.display ? ` (${f.display})` : ''}${f.items.length ? ': ' + f.items.map((i) => `\`${i.replaceAll('|', '\\|').replaceAll('`', "'").slice(0, 200)}\``).join('; ') : ''}`,
        ),
    );
    if (findings.length) out.push('', 'Audits behind the failed budgets:', '', ...findings);
    out.push('');
  }
  if (options.notes.length) out.push('## Notes', '', ...options.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
