// Whether answer times tell if an address has an account: sign-up with a new address against a taken one,
// and "Forgot password?" for an address with an account against an unknown one. Each pair of kinds is asked
// alternately, one request at a time, of a real server process on loopback (AUTH_RATE_LIMIT=off, so no
// limit answers early), with a fresh address or a different existing account on every try.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { cleanEnv } from './api.js';
import { freePort, root, startChild, type Child } from './lib/processes.js';
import { tempDir } from './lib/stores.js';

interface TimingSeries {
  /** What is compared, e.g. "sign-up: new address / taken address". */
  label: string;
  first: string;
  second: string;
  firstMs: number[];
  secondMs: number[];
}

interface TimingVerdict {
  label: string;
  first: string;
  second: string;
  tries: number;
  firstMedian: number;
  secondMedian: number;
  /** |difference of medians| / the smaller median. */
  medianGap: number;
  firstP90: number;
  secondP90: number;
  /** The best threshold chosen on one half of the tries, scored on the other half (both ways, averaged). */
  heldOutAccuracy: number;
  /** The best threshold on all tries, scored on the same tries: an optimistic bound. */
  inSampleAccuracy: number;
  /** Share of alternating pairs in which the first kind answered slower. */
  slowerIsFirst: number;
}

interface AccountTimingRun {
  label: string;
  verdicts: TimingVerdict[];
}

export interface AccountTimingResult {
  tries: number;
  runs: AccountTimingRun[];
}

/** Median, 90th percentile. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

interface Sample {
  ms: number;
  /** True for the first kind. */
  first: boolean;
}

/** The threshold and direction that classify `train` best: "first" when slower than it, or faster. */
function bestThreshold(train: Sample[]): { threshold: number; slowerIsFirst: boolean; accuracy: number } {
  const sorted = [...train].sort((a, b) => a.ms - b.ms);
  const firstTotal = sorted.filter((s) => s.first).length;
  let best = { threshold: -Infinity, slowerIsFirst: true, accuracy: firstTotal / sorted.length };
  // Threshold between sorted[i-1] and sorted[i]: below it `firstBelow` firsts and `i - firstBelow` seconds.
  let firstBelow = 0;
  for (let i = 0; i <= sorted.length; i++) {
    if (i > 0) firstBelow += sorted[i - 1]!.first ? 1 : 0;
    const threshold =
      i === 0 ? -Infinity : i === sorted.length ? Infinity : (sorted[i - 1]!.ms + sorted[i]!.ms) / 2;
    const secondAbove = sorted.length - i - (firstTotal - firstBelow);
    // "first when slower": firsts above and seconds below are right.
    const slower = (firstTotal - firstBelow + (i - firstBelow)) / sorted.length;
    const faster = (firstBelow + secondAbove) / sorted.length;
    if (slower > best.accuracy) best = { threshold, slowerIsFirst: true, accuracy: slower };
    if (faster > best.accuracy) best = { threshold, slowerIsFirst: false, accuracy: faster };
  }
  return best;
}

function score(test: Sample[], rule: { threshold: number; slowerIsFirst: boolean }): number {
  const right = test.filter((s) => s.ms > rule.threshold === (rule.slowerIsFirst ? s.first : !s.first));
  return right.length / test.length;
}

function judge(series: TimingSeries): TimingVerdict {
  const { firstMs, secondMs } = series;
  const samples: Sample[] = [];
  for (let i = 0; i < Math.max(firstMs.length, secondMs.length); i++) {
    if (i < firstMs.length) samples.push({ ms: firstMs[i]!, first: true });
    if (i < secondMs.length) samples.push({ ms: secondMs[i]!, first: false });
  }
  // Two folds in time order (the first half of the tries, then the second), so a drift of the machine's
  // load over the run cannot leak from the tries a threshold is chosen on into those it is scored on.
  const half = Math.floor(samples.length / 2);
  const folds = [samples.slice(0, half), samples.slice(half)];
  const heldOut =
    (score(folds[1]!, bestThreshold(folds[0]!)) + score(folds[0]!, bestThreshold(folds[1]!))) / 2;
  const pairs = Math.min(firstMs.length, secondMs.length);
  let slower = 0;
  for (let i = 0; i < pairs; i++) if (firstMs[i]! > secondMs[i]!) slower++;
  const firstMedian = quantile(firstMs, 0.5);
  const secondMedian = quantile(secondMs, 0.5);
  return {
    label: series.label,
    first: series.first,
    second: series.second,
    tries: firstMs.length + secondMs.length,
    firstMedian,
    secondMedian,
    medianGap: Math.abs(firstMedian - secondMedian) / Math.min(firstMedian, secondMedian),
    firstP90: quantile(firstMs, 0.9),
    secondP90: quantile(secondMs, 0.9),
    heldOutAccuracy: heldOut,
    inSampleAccuracy: bestThreshold(samples).accuracy,
    slowerIsFirst: slower / pairs,
  };
}

/** One JSON POST on a kept-alive connection; resolves to the milliseconds until the whole answer. */
function timedPost(agent: http.Agent, base: string, pathname: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const url = new URL(pathname, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', origin: url.origin },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const ms = performance.now() - started;
          if (res.statusCode !== 200) reject(new Error(`POST ${pathname} answered ${res.statusCode}`));
          else resolve(ms);
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to POST ${pathname} in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const PASSWORD = 'Bench#Timing1';

async function startServer(label: string, serverMain: string): Promise<Child> {
  const port = await freePort();
  return startChild({
    name: `account timing (${label})`,
    args: [serverMain],
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      DATA_DIR: tempDir('stw-bench-timing-'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production needs the address people type; here it is the server's own.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      SEED_DEMO: 'never',
    },
  });
}

/** Runs `count` calls, `width` at a time. */
async function inBatches(count: number, width: number, call: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += width) {
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => call(start + k)));
  }
}

async function measureServer(
  label: string,
  serverMain: string,
  tries: number,
  log: (line: string) => void,
): Promise<AccountTimingRun> {
  const server = await startServer(label, serverMain);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const run = randomBytes(3).toString('hex');
  const pairs = Math.ceil(tries / 2);
  const warmup = 10;
  try {
    log(`  ${label}: ${pairs + warmup} accounts that exist...`);
    const taken = Array.from({ length: pairs + warmup }, (_, i) => `taken-${run}-${i}@bench.example`);
    await inBatches(taken.length, 4, (i) =>
      timedPost(agent, server.url, '/api/auth/sign-up/email', {
        name: 'Bench Owner',
        email: taken[i],
        password: PASSWORD,
      }),
    );
    const one = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const series = async (
      seriesLabel: string,
      first: string,
      second: string,
      ask: (kind: 'first' | 'second', i: number) => Promise<number>,
    ): Promise<TimingSeries> => {
      for (let i = 0; i < warmup; i++) {
        await ask('first', pairs + i);
        await ask('second', pairs + i);
      }
      const firstMs: number[] = [];
      const secondMs: number[] = [];
      for (let i = 0; i < pairs; i++) {
        firstMs.push(await ask('first', i));
        secondMs.push(await ask('second', i));
      }
      log(`  ${label}: ${seriesLabel} done`);
      return { label: seriesLabel, first, second, firstMs, secondMs };
    };
    const signUp = await series('sign-up', 'new address', 'taken address', (kind, i) =>
      timedPost(one, server.url, '/api/auth/sign-up/email', {
        name: 'Bench Student',
        email: kind === 'first' ? `new-${run}-${i}@bench.example` : taken[i],
        password: PASSWORD,
      }),
    );
    const forgot = await series('"Forgot password?"', 'existing account', 'unknown address', (kind, i) =>
      timedPost(one, server.url, '/api/account-links/forgot-password', {
        email: kind === 'first' ? taken[i] : `unknown-${run}-${i}@bench.example`,
      }),
    );
    one.destroy();
    return { label, verdicts: [judge(signUp), judge(forgot)] };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export async function runAccountTimingBench(options: {
  tries: number;
  log: (line: string) => void;
  /** Another commit's built server (BENCH_COMPARE), measured after this one. */
  compare?: { rev: string; serverMain: string };
}): Promise<AccountTimingResult> {
  const { tries, log } = options;
  log(`\nAnswer times by whether an address has an account (${tries} alternating tries each)...`);
  const runs = [await measureServer('this commit', path.join(root, 'dist/node/server/main.js'), tries, log)];
  if (options.compare) {
    runs.push(await measureServer(options.compare.rev, options.compare.serverMain, tries, log));
  }
  return { tries, runs };
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const ms = (x: number) => x.toFixed(1);

const ACCOUNT_TIMING_HEADING = '## Answer times that could tell who has an account';

export function renderAccountTiming(result: AccountTimingResult, when: string): string {
  const lines = [
    ACCOUNT_TIMING_HEADING,
    '',
    `${when}. \`BENCH_ONLY=accounts npm run bench\` (BENCH_TIMING_TRIES, ${result.tries}) asks a server process on ` +
      'loopback (PGlite, AUTH_RATE_LIMIT=off) alternately for each kind, one request at a time, with a fresh ' +
      'address or another existing account each try, after 10 tries of each to warm up; times are from ' +
      'sending to the whole answer. "Held-out" is the best threshold classifier on the answer times, chosen ' +
      'on the first half of the tries and scored on the second, and the other way round (averaged); "in-sample" ' +
      'chooses and scores on all tries, an optimistic bound. "Slower is the first kind" ' +
      'counts the alternating pairs in which it answered slower. On two identical distributions (2,000 ' +
      'simulated runs of this size) held-out is 50 % (95th percentile 56.5 %), in-sample 55.5 % (59.5 %) and ' +
      'slower-is-first 50 % (58 %). Passing means medians within 10 % and held-out at most 60 %.',
    '',
    '| code | request | kinds | median ms | p90 ms | medians apart | held-out | in-sample | slower is the first kind | passes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of result.runs) {
    for (const v of run.verdicts) {
      const passes = v.medianGap <= 0.1 && v.heldOutAccuracy <= 0.6;
      lines.push(
        `| ${run.label} | ${v.label} | ${v.first} / ${v.second} | ${ms(v.firstMedian)} / ${ms(v.secondMedian)} | ` +
          `${ms(v.firstP90)} / ${ms(v.secondP90)} | ${pct(v.medianGap)} | ${pct(v.heldOutAccuracy)} | ` +
          `${pct(v.inSampleAccuracy)} | ${pct(v.slowerIsFirst)} | ${passes ? 'yes' : 'no'} |`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

/** The report with this section replaced, or added before the notes (or at the end). */
export function withAccountTimingSection(report: string, section: string): string {
  const start = report.indexOf(ACCOUNT_TIMING_HEADING);
  if (start >= 0) {
    const next = report.indexOf('\n## ', start + ACCOUNT_TIMING_HEADING.length);
    return report.slice(0, start) + section + (next >= 0 ? '\n' + report.slice(next + 1) : '');
  }
  const notes = report.indexOf('\n## Notes');
  if (notes >= 0) return report.slice(0, notes + 1) + section + '\n' + report.slice(notes + 1);
  return report.replace(/\n*$/, '\n\n') + section;
}
