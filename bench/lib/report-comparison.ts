import type { ApiResult, Scenario } from '../api.js';
import type { FrontendResult } from '../frontend.js';
import { n0, n1, row, scenarioNames, tableHead } from './report.js';

export interface Compared {
  rev: string;
  commit: string;
  frontend: FrontendResult | null;
}

const change = (ours: number, theirs: number) => {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return '–';
  const percent = ((ours - theirs) / theirs) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
};

/** The section of BENCH_COMPARE: each figure of this commit beside the other commit's, from the same run. */
export function renderComparison(
  compared: Compared,
  api: ApiResult | null,
  frontend: FrontendResult | null,
): string[] {
  const name = `\`${compared.rev}\` (${compared.commit.slice(0, 7)})`;
  const out = [`## Against ${name}`, ''];
  out.push(
    `BENCH_COMPARE=${compared.rev}: that commit exported beside this one, built, and its app started the same way ` +
      "on a store made by its own migrations and seed; each of its figures was measured right after this commit's, " +
      'with the same load, so both saw the same state of the machine.',
    '',
  );
  if (api) {
    out.push(
      ...tableHead([
        'store',
        'processes',
        'measurement',
        'this commit /s',
        `${compared.rev} /s`,
        'change',
        'this commit p50 / p99 ms',
        `${compared.rev} p50 / p99 ms`,
      ]),
    );
    for (const t of api.topologies) {
      for (const scenario of Object.keys(scenarioNames) as Scenario[]) {
        const ours = t.app[scenario];
        const theirs = t.other?.[scenario];
        if (!ours || !theirs) continue;
        const unit = scenario === 'purchase' ? ' purchases' : '';
        out.push(
          row([
            t.store === 'pglite' ? 'PGlite' : 'PostgreSQL',
            t.processes > 1 ? `${t.processes} + proxy` : String(t.processes),
            scenarioNames[scenario],
            `${n0(ours.rate)}${unit}`,
            `${n0(theirs.rate)}${unit}`,
            change(ours.rate, theirs.rate),
            `${n1(ours.p50)} / ${n1(ours.p99)}`,
            `${n1(theirs.p50)} / ${n1(theirs.p99)}`,
          ]),
        );
      }
    }
    out.push('');
  }
  const theirs = compared.frontend;
  if (frontend && theirs) {
    out.push(
      ...tableHead([
        'page',
        'JS gzipped, this commit',
        `JS gzipped, ${compared.rev}`,
        'CSS, this commit',
        `CSS, ${compared.rev}`,
      ]),
    );
    for (const b of frontend.bundles) {
      const other = theirs.bundles.find((o) => o.page === b.page);
      out.push(
        row([
          b.page,
          `${n1(b.jsKB)} kB`,
          other ? `${n1(other.jsKB)} kB` : '–',
          `${n1(b.cssKB)} kB`,
          other ? `${n1(other.cssKB)} kB` : '–',
        ]),
      );
    }
    out.push('');
    out.push(
      ...tableHead([
        'page',
        'performance, this commit',
        `performance, ${compared.rev}`,
        'TBT, this commit',
        `TBT, ${compared.rev}`,
      ]),
    );
    for (const p of frontend.lighthouse) {
      const other = theirs.lighthouse.find((o) => o.page === p.page);
      out.push(
        row([
          p.page,
          `${p.performance} (runs ${p.runs.join(', ')})`,
          other ? `${other.performance} (runs ${other.runs.join(', ')})` : '–',
          p.metrics['total-blocking-time'] ?? '–',
          other?.metrics['total-blocking-time'] ?? '–',
        ]),
      );
    }
    out.push('');
  }
  return out;
}
