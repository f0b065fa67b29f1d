import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureGet, measurePurchases, type LoadSettings, type Measurement } from './lib/load.js';
import { freePort, root, rssMiB, startChild, type Child } from './lib/processes.js';
import { BENCH_PASSWORD, seedBenchData, type BenchData } from './lib/seed.js';
import { prepareStore, tempDir } from './lib/stores.js';

export const CLASS_COUNT = 1000;

export type Scenario = 'classes' | 'me' | 'purchase';

export interface TopologyResult {
  label: string;
  store: 'pglite' | 'postgres' | 'none';
  processes: number;
  viaProxy: boolean;
  measurements: Partial<Record<Scenario, Measurement>>;
  /** RSS in MiB per server process, right after start and after the API runs. */
  rssIdle: number[];
  rssAfter: number[];
}

const appEnvKeys = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'SEED_DEMO',
  'SESSION_SECRET',
  'AUTH_RATE_LIMIT',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_LABEL',
  'DEMO_OIDC',
  'SEAT_HOLD_MINUTES',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ALLOW_SIMULATED_PAYMENTS',
  'CLASS_LIST_CACHE_MS',
];

/** The caller's environment without any of the app's own settings, so nothing leaks into the servers. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of appEnvKeys) delete env[key];
  return env;
}

const serverMain = path.join(root, 'dist/node/server/main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startApp(name: string, storeEnv: Record<string, string>, secret: string): Promise<Child> {
  const port = await freePort();
  return startChild({
    name,
    args: [serverMain],
    port,
    readyPath: '/api/health',
    env: {
      ...cleanEnv(),
      ...storeEnv,
      // Production settings, as deployed; the simulated card processor is allowed explicitly.
      NODE_ENV: 'production',
      // Shared by the processes of one run, as in a deployment: a cookie from one is valid on the other.
      SESSION_SECRET: secret,
      ALLOW_SIMULATED_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      SEED_DEMO: 'never',
    },
  });
}

async function startProxy(backends: Child[]): Promise<Child> {
  const port = await freePort();
  return startChild({
    name: 'proxy',
    args: [
      '--import',
      'tsx',
      path.join(root, 'bench/proxy.ts'),
      String(port),
      ...backends.map((b) => String(b.port)),
    ],
    port,
    readyPath: '/api/health',
    env: cleanEnv(),
  });
}

async function startBaseline(bodiesFile: string): Promise<Child> {
  const port = await freePort();
  return startChild({
    name: 'baseline',
    args: ['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')],
    port,
    readyPath: '/api/health',
    env: { ...cleanEnv(), PORT: String(port), BENCH_BODIES: bodiesFile, NODE_ENV: 'production' },
  });
}

/** Signs in through the API (argon2 on the server, a few at a time) and returns each session's cookie. */
async function signIn(base: string, emails: string[]): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: emails[i], password: BENCH_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in of ${emails[i]} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      cookies[i] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

async function getJson(url: string, cookie?: string): Promise<unknown> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/**
 * Waits until the server has worked off what the last measurement left queued (requests whose client
 * already went away), so one measurement does not slow down the next.
 */
async function settle(base: string) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      quick = performance.now() - t0 < 100 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(100);
  }
}

async function measureAll(
  base: string,
  meCookie: string,
  purchaseCookies: string[],
  classIds: string[],
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<Record<Scenario, Measurement>> {
  log(`GET /api/classes (${CLASS_COUNT} classes)`);
  const classes = await measureGet(base, '/api/classes', settings, {}, () => settle(base));
  log(`  ${format(classes)}`);
  await settle(base);
  log('GET /api/me signed in');
  const me = await measureGet(base, '/api/me', settings, { cookie: meCookie }, () => settle(base));
  log(`  ${format(me)}`);
  await settle(base);
  log('purchase path');
  const purchase = await measurePurchases(base, purchaseCookies, classIds, settings);
  log(`  ${format(purchase)} (${purchase.completed} purchases)`);
  if (purchase.exhausted) log(`  ${purchase.exhausted} virtual users ran out of classes to buy`);
  return { classes, me, purchase };
}

const format = (m: Measurement) =>
  `${m.rate.toFixed(0)}/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms` +
  (m.failures ? `, ${m.failures} failures` : '');

export interface ApiOptions {
  settings: LoadSettings;
  postgres: boolean;
  log: (line: string) => void;
}

/**
 * The API runs: PGlite (one process), then the baseline (one process), PostgreSQL with one process and
 * with two behind the round-robin proxy, the baseline with two processes behind the proxy, and the
 * proxy's own cost (the baseline, one process, behind the proxy).
 */
export async function runApiBench(options: ApiOptions): Promise<TopologyResult[]> {
  const { settings, log } = options;
  const results: TopologyResult[] = [];
  const bodiesFile = path.join(tempDir('stw-bench-bodies-'), 'bodies.json');
  const workers = settings.connections;
  const fakeClassIds = Array.from({ length: 200_000 }, () => randomUUID());
  const fakeCookies = Array.from({ length: workers }, (_, i) => `stw.session_token=baseline-${i}`);
  let bodiesReady = false;

  async function appRun(label: string, kind: 'pglite' | 'postgres', processes: number) {
    log(`\n== ${label}`);
    let data: BenchData | undefined;
    const prepared = await prepareStore(kind, async (store) => {
      data = await seedBenchData(store.db, {
        classCount: CLASS_COUNT,
        students: workers + 1,
        seatsNeeded: workers,
      });
    });
    const servers: Child[] = [];
    const secret = randomBytes(32).toString('hex');
    for (let i = 0; i < processes; i++) {
      servers.push(await startApp(`${label} server ${i + 1}`, prepared.env, secret));
    }
    const front = processes > 1 ? await startProxy(servers) : servers[0]!;
    await sleep(1000);
    const rssIdle = servers.map((s) => rssMiB(s.pid));
    const [meCookie, ...purchaseCookies] = await signIn(front.url, data!.studentEmails);
    if (!bodiesReady) {
      const classes = await getJson(`${front.url}/api/classes`);
      if (!Array.isArray(classes) || classes.length !== CLASS_COUNT) {
        throw new Error(`GET /api/classes answered ${(classes as unknown[]).length} classes`);
      }
      writeFileSync(
        bodiesFile,
        JSON.stringify({ classes, me: await getJson(`${front.url}/api/me`, meCookie) }),
      );
      bodiesReady = true;
    }
    const measurements = await measureAll(
      front.url,
      meCookie!,
      purchaseCookies,
      data!.purchasableClassIds,
      settings,
      log,
    );
    const rssAfter = servers.map((s) => rssMiB(s.pid));
    if (front !== servers[0]) await front.stop();
    for (const server of servers) await server.stop();
    await prepared.drop();
    results.push({
      label,
      store: kind,
      processes,
      viaProxy: processes > 1,
      measurements,
      rssIdle,
      rssAfter,
    });
  }

  async function baselineRun(label: string, processes: number, viaProxy: boolean, only?: Scenario) {
    log(`\n== ${label}`);
    const servers: Child[] = [];
    for (let i = 0; i < processes; i++) servers.push(await startBaseline(bodiesFile));
    const front = viaProxy ? await startProxy(servers) : servers[0]!;
    await sleep(1000);
    const rssIdle = servers.map((s) => rssMiB(s.pid));
    let measurements: Partial<Record<Scenario, Measurement>>;
    if (only === 'classes') {
      log(`GET /api/classes (${CLASS_COUNT} classes)`);
      const classes = await measureGet(front.url, '/api/classes', settings, {}, () => settle(front.url));
      log(`  ${format(classes)}`);
      measurements = { classes };
    } else {
      measurements = await measureAll(front.url, fakeCookies[0]!, fakeCookies, fakeClassIds, settings, log);
    }
    const rssAfter = servers.map((s) => rssMiB(s.pid));
    if (front !== servers[0]) await front.stop();
    for (const server of servers) await server.stop();
    results.push({ label, store: 'none', processes, viaProxy, measurements, rssIdle, rssAfter });
  }

  await appRun('PGlite, 1 process', 'pglite', 1);
  await baselineRun('baseline, 1 process', 1, false);
  if (options.postgres) {
    await appRun('PostgreSQL, 1 process', 'postgres', 1);
    await appRun('PostgreSQL, 2 processes + proxy', 'postgres', 2);
    await baselineRun('baseline, 2 processes + proxy', 2, true);
  }
  await baselineRun('baseline, 1 process + proxy', 1, true, 'classes');
  return results;
}
