import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { measureGet, measurePurchases, type LoadSettings, type Measurement } from './lib/load.js';
import { freePort, root, rssMiB, startChild, type Child } from './lib/processes.js';
import { prepareOtherStore, type OtherTree } from './lib/other-tree.js';
import { SAME_SQL_PREFIX } from './lib/purchase-baseline.js';
import { BENCH_PASSWORD, seedBenchData, type BenchData } from './lib/seed.js';
import { prepareStore, tempDir } from './lib/stores.js';

const CLASS_COUNT = 1000;

export type Scenario = 'classes' | 'me' | 'purchase';
/** The baseline's second figure for the class list: its answer compressed in advance. */
export const PRECOMPRESSED = 'classesPrecompressed';
/** The baseline's second figure for GET /api/me: the session and its user read in one query. */
export const ME_FROM_STORE = 'meFromStore';
/** The baseline's second figure for the purchase path: the same statements as the app's, to the same store. */
export const PURCHASE_SAME_SQL = 'purchaseSameSql';

interface TopologyResult {
  label: string;
  store: 'pglite' | 'postgres';
  processes: number;
  viaProxy: boolean;
  app: Partial<Record<Scenario, Measurement>>;
  /** BENCH_COMPARE: the other commit's app on a store made by its own code, measured right after ours. */
  other?: Partial<Record<Scenario, Measurement>>;
  /** Measured right after the app's figure each time, with as many processes (and the proxy). */
  baseline: Partial<
    Record<Scenario | typeof PRECOMPRESSED | typeof ME_FROM_STORE | typeof PURCHASE_SAME_SQL, Measurement>
  >;
  /** RSS in MiB per server process, right after start and after the API runs. */
  rssIdle: number[];
  rssAfter: number[];
  baselineRssIdle: number[];
  baselineRssAfter: number[];
}

export interface ApiResult {
  topologies: TopologyResult[];
  /** The round-robin proxy's own cost: one baseline process asked directly and through the proxy. */
  proxyCost: { direct: Measurement; viaProxy: Measurement } | null;
  /** The commit measured beside this one (BENCH_COMPARE). */
  compared?: { rev: string; commit: string };
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
  'SESSION_CACHE_MS',
  'MAX_REQUESTS_PER_SOCKET',
];

/** The caller's environment without any of the app's own settings, so nothing leaks into the servers. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of appEnvKeys) delete env[key];
  return env;
}

const serverMain = path.join(root, 'dist/node/server/main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startApp(
  name: string,
  storeEnv: Record<string, string>,
  secret: string,
  main = serverMain,
  /** The address people type: the proxy's when several processes stand behind it, else the process's own. */
  publicUrl?: string,
): Promise<Child> {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles") profiles the app's processes only.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startChild({
    name,
    args: [...nodeArgs, main],
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
      // Production needs the address people type; here it is the server's own.
      PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      SEED_DEMO: 'never',
      // Like the baseline, no limit of requests per connection: autocannon does not reconnect when a
      // connection's last answer says close, so the app's 1,000 per connection would end in refusals.
      MAX_REQUESTS_PER_SOCKET: '0',
    },
  });
}

async function startProxy(backends: Child[], chosenPort?: number): Promise<Child> {
  const port = chosenPort ?? (await freePort());
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

/** Where the baseline reads sessions: the app's PostgreSQL database, or a copy of its PGlite folder. */
type BaselineStore = { BENCH_BASELINE_DATABASE_URL: string } | { BENCH_BASELINE_PGLITE_DIR: string };

async function startBaseline(
  bodiesFile: string,
  store: BaselineStore | Record<string, never> = {},
  secret = '',
): Promise<Child> {
  const port = await freePort();
  return startChild({
    name: 'baseline',
    args: ['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')],
    port,
    readyPath: '/api/health',
    env: {
      ...cleanEnv(),
      ...store,
      SESSION_SECRET: secret,
      PORT: String(port),
      BENCH_BODIES: bodiesFile,
      NODE_ENV: 'production',
    },
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
export async function settle(base: string) {
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

export const format = (m: Measurement) =>
  `${m.rate.toFixed(0)}/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms` +
  (m.failures ? `, ${m.failures} failures` : '');

export interface ApiOptions {
  settings: LoadSettings;
  postgres: boolean;
  log: (line: string) => void;
  /** BENCH_COMPARE: another commit, built, measured right after this one in every figure. */
  compare?: OtherTree;
}

/** One server set: the processes, and the address to load (the proxy's when there are two). */
interface Front {
  url: string;
  servers: Child[];
  stop(): Promise<void>;
}

async function withProxy(servers: Child[], proxyPort?: number): Promise<Front> {
  const proxy = servers.length > 1 ? await startProxy(servers, proxyPort) : null;
  return {
    url: (proxy ?? servers[0]!).url,
    servers,
    stop: async () => {
      await proxy?.stop();
      for (const server of servers) await server.stop();
    },
  };
}

/**
 * `count` app processes, behind the round-robin proxy when there are several. The proxy's port is chosen
 * first, so that each process knows it as its PUBLIC_URL: the address the browser's Origin names.
 */
async function startAppFront(
  count: number,
  start: (index: number, publicUrl: string | undefined) => Promise<Child>,
): Promise<Front> {
  const proxyPort = count > 1 ? await freePort() : undefined;
  const publicUrl = proxyPort === undefined ? undefined : `http://127.0.0.1:${proxyPort}`;
  const servers: Child[] = [];
  for (let i = 0; i < count; i++) servers.push(await start(i, publicUrl));
  return withProxy(servers, proxyPort);
}

/**
 * Each run: a fresh store (PGlite in one process; PostgreSQL with one process, and with two behind the
 * round-robin proxy) and as many baseline processes beside it. Each figure of the app is followed at once
 * by the same measurement of the baseline, so both see the same state of the machine. Last, the proxy's
 * own cost.
 */
export async function runApiBench(options: ApiOptions): Promise<ApiResult> {
  const { settings, log } = options;
  const topologies: TopologyResult[] = [];
  const bodiesFile = path.join(tempDir('stw-bench-bodies-'), 'bodies.json');
  const workers = settings.connections;
  const fakeClassIds = Array.from({ length: 200_000 }, () => randomUUID());
  const fakeCookies = Array.from({ length: workers }, (_, i) => `stw.session_token=baseline-${i}`);
  let bodiesReady = false;

  const measure = async (
    name: string,
    front: Front,
    run: (base: string) => Promise<Measurement & { completed?: number }>,
  ) => {
    const m = await run(front.url);
    log(`  ${name}: ${format(m)}${m.completed !== undefined ? ` (${m.completed} purchases)` : ''}`);
    await settle(front.url);
    return m;
  };

  async function run(label: string, kind: 'pglite' | 'postgres', processes: number) {
    log(`\n== ${label}`);
    let data: BenchData | undefined;
    const prepared = await prepareStore(kind, async (store) => {
      data = await seedBenchData(store.db, {
        classCount: CLASS_COUNT,
        // The /api/me student, then one per virtual user of the app and as many for the same-SQL baseline.
        students: 2 * workers + 1,
        seatsNeeded: workers,
      });
    });
    const secret = randomBytes(32).toString('hex');
    const startServers = () =>
      startAppFront(processes, (i, publicUrl) =>
        startApp(`${label} server ${i + 1}`, prepared.env, secret, serverMain, publicUrl),
      );
    let app = await startServers();
    const [meCookie, ...purchaseCookies] = await signIn(app.url, data!.studentEmails);
    // The same-SQL baseline buys as other students, and other classes, so the two never meet on a seat or a cart.
    const sameSqlCookies = purchaseCookies.splice(workers);
    const appClassIds = data!.purchasableClassIds.filter((_, i) => i % 2 === 0);
    const sameSqlClassIds = data!.purchasableClassIds.filter((_, i) => i % 2 === 1);
    let baselineStore: BaselineStore;
    if (kind === 'pglite') {
      // One PGlite folder opens in one process: the baseline reads a copy made once the sessions exist.
      await app.stop();
      const copy = path.join(tempDir('stw-bench-baseline-'), 'pglite');
      cpSync(path.join(prepared.env.DATA_DIR, 'pglite'), copy, { recursive: true });
      baselineStore = { BENCH_BASELINE_PGLITE_DIR: copy };
      app = await startServers();
    } else {
      baselineStore = { BENCH_BASELINE_DATABASE_URL: prepared.env.DATABASE_URL! };
    }
    const servers = app.servers;
    let other: { front: Front; data: BenchData; meCookie: string; purchaseCookies: string[] } | null = null;
    let otherStore: { drop(): Promise<void> } | null = null;
    if (options.compare) {
      const made = prepareOtherStore<BenchData>(options.compare, kind, {
        classCount: CLASS_COUNT,
        students: workers + 1,
        seatsNeeded: workers,
      });
      otherStore = made.store;
      const compare = options.compare;
      const front = await startAppFront(processes, (i, publicUrl) =>
        startApp(
          `${label} ${compare.rev} server ${i + 1}`,
          made.store.env,
          secret,
          compare.serverMain,
          publicUrl,
        ),
      );
      const [otherMe, ...otherPurchases] = await signIn(front.url, made.data.studentEmails);
      other = { front, data: made.data, meCookie: otherMe!, purchaseCookies: otherPurchases };
    }
    if (!bodiesReady) {
      const classes = await getJson(`${app.url}/api/classes`);
      if (!Array.isArray(classes) || classes.length !== CLASS_COUNT) {
        throw new Error(`GET /api/classes answered ${(classes as unknown[]).length} classes`);
      }
      const me = await getJson(`${app.url}/api/me`, meCookie);
      writeFileSync(bodiesFile, JSON.stringify({ classes, me }));
      bodiesReady = true;
    }
    const baselineServers: Child[] = [];
    for (let i = 0; i < processes; i++) {
      baselineServers.push(await startBaseline(bodiesFile, baselineStore, secret));
    }
    const baseline = await withProxy(baselineServers);
    // The store-reading baseline must know the same student, or its figure would measure a 401.
    const meOfBaseline = await getJson(`${baseline.url}/api/me-from-store`, meCookie);
    const meOfApp = await getJson(`${app.url}/api/me`, meCookie);
    if (!isDeepStrictEqual(meOfBaseline, meOfApp)) {
      throw new Error(`the baseline's /api/me-from-store answered ${JSON.stringify(meOfBaseline)}`);
    }
    await sleep(1000);
    const rssIdle = servers.map((s) => rssMiB(s.pid));
    const baselineRssIdle = baselineServers.map((s) => rssMiB(s.pid));

    const result: TopologyResult = {
      label,
      store: kind,
      processes,
      viaProxy: processes > 1,
      app: {},
      baseline: {},
      rssIdle,
      rssAfter: [],
      baselineRssIdle,
      baselineRssAfter: [],
      ...(other ? { other: {} } : {}),
    };
    const get =
      (path: string, headers: Record<string, string> = {}) =>
      (base: string) =>
        measureGet(base, path, settings, headers, () => settle(base));
    log(`GET /api/classes (${CLASS_COUNT} classes)`);
    result.app.classes = await measure('app', app, get('/api/classes'));
    if (other) result.other!.classes = await measure(options.compare!.rev, other.front, get('/api/classes'));
    result.baseline.classes = await measure('baseline', baseline, get('/api/classes'));
    result.baseline[PRECOMPRESSED] = await measure(
      'baseline, compressed in advance',
      baseline,
      get('/api/classes-precompressed'),
    );
    log('GET /api/me signed in');
    result.app.me = await measure('app', app, get('/api/me', { cookie: meCookie! }));
    if (other) {
      result.other!.me = await measure(
        options.compare!.rev,
        other.front,
        get('/api/me', { cookie: other.meCookie }),
      );
    }
    result.baseline.me = await measure('baseline', baseline, get('/api/me', { cookie: fakeCookies[0]! }));
    result.baseline[ME_FROM_STORE] = await measure(
      'baseline, session and user in one query',
      baseline,
      get('/api/me-from-store', { cookie: meCookie! }),
    );
    log('purchase path');
    result.app.purchase = await measure('app', app, (base) =>
      measurePurchases(base, purchaseCookies, appClassIds, settings),
    );
    if (other) {
      const { purchaseCookies: cookies, data: otherData } = other;
      result.other!.purchase = await measure(options.compare!.rev, other.front, (base) =>
        measurePurchases(base, cookies, otherData.purchasableClassIds, settings),
      );
    }
    result.baseline.purchase = await measure('baseline, from memory', baseline, (base) =>
      measurePurchases(base, fakeCookies, fakeClassIds, settings),
    );
    result.baseline[PURCHASE_SAME_SQL] = await measure(
      'baseline, the same SQL as the app',
      baseline,
      (base) => measurePurchases(base + SAME_SQL_PREFIX, sameSqlCookies, sameSqlClassIds, settings),
    );
    result.rssAfter = servers.map((s) => rssMiB(s.pid));
    result.baselineRssAfter = baselineServers.map((s) => rssMiB(s.pid));
    await app.stop();
    await baseline.stop();
    await other?.front.stop();
    await prepared.drop();
    await otherStore?.drop();
    topologies.push(result);
  }

  async function proxyCost() {
    log("\n== the proxy's cost: one baseline process, directly and through the proxy");
    const direct = await withProxy([await startBaseline(bodiesFile)]);
    const proxy = await startProxy(direct.servers);
    const front: Front = { url: proxy.url, servers: [], stop: () => proxy.stop() };
    const get = (base: string) => measureGet(base, '/api/me', settings, {}, () => settle(base));
    log('GET /api/me (baseline)');
    const result = {
      direct: await measure('direct', direct, get),
      viaProxy: await measure('through the proxy', front, get),
    };
    await front.stop();
    await direct.stop();
    return result;
  }

  await run('PGlite, 1 process', 'pglite', 1);
  if (options.postgres) {
    await run('PostgreSQL, 1 process', 'postgres', 1);
    await run('PostgreSQL, 2 processes + proxy', 'postgres', 2);
  }
  return {
    topologies,
    proxyCost: options.postgres ? await proxyCost() : null,
    ...(options.compare ? { compared: { rev: options.compare.rev, commit: options.compare.commit } } : {}),
  };
}
