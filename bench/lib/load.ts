import autocannon from 'autocannon';
import http from 'node:http';

/** What a browser sends; both the app and the baseline compress with the same @fastify/compress settings. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface Measurement {
  /** Requests (or purchases) per second. */
  rate: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors during the measured window. */
  failures: number;
  /** Per step of a purchase: p50 and p99 in ms. */
  steps?: Record<string, { p50: number; p99: number }>;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** GET `path` from `connections` keep-alive connections for `seconds`, after a warm-up that is not counted. */
export async function measureGet(
  base: string,
  path: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
  afterWarmup: () => Promise<void> = async () => {},
): Promise<Measurement> {
  const options = {
    url: base + path,
    connections: settings.connections,
    headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'application/json', ...headers },
    timeout: 30,
  };
  if (settings.warmupSeconds > 0) {
    await autocannon({ ...options, duration: settings.warmupSeconds });
    await afterWarmup();
  }
  const result = await autocannon({ ...options, duration: settings.seconds });
  return {
    // Only answers that succeeded count: a server refusing fast must not look fast.
    rate: result['2xx'] / settings.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

interface Answer {
  status: number;
  body: unknown;
}

function call(
  agent: http.Agent,
  base: URL,
  path: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<Answer> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        // A base with a path (the baseline's /same-sql) puts the app's paths under it.
        path: base.pathname.replace(/\/$/, '') + path,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // an error page; kept as text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const PURCHASE_STEPS = ['select', 'intent', 'confirm', 'record'] as const;

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * The purchase path as a browser walks it, one virtual user per connection, each signed in as its own
 * student: select a class (POST /api/carts), ask to pay (POST /api/create-payment-intent), confirm with
 * the simulated processor's good card, record the payment (POST /api/payments). Each user buys the
 * classes in turn from its own starting point, so a class is never bought twice by one student.
 */
export async function measurePurchases(
  base: string,
  cookies: string[],
  classIds: string[],
  settings: LoadSettings,
): Promise<Measurement & { completed: number; exhausted: number }> {
  const url = new URL(base);
  const origin = url.origin;
  const next = cookies.map((_, i) => Math.floor((i * classIds.length) / cookies.length));
  const bought = cookies.map(() => 0);
  const agents = cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));

  async function run(seconds: number, record: boolean) {
    const latencies: Record<string, number[]> = { total: [] };
    for (const step of PURCHASE_STEPS) latencies[step] = [];
    let completed = 0;
    let failures = 0;
    let exhausted = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, w) => {
        const headers = { cookie, origin };
        const timed = async (step: string, path: string, payload: unknown) => {
          const t0 = performance.now();
          const answer = await call(agents[w]!, url, path, headers, payload);
          if (record) latencies[step]!.push(performance.now() - t0);
          if (answer.status < 200 || answer.status >= 300) {
            throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          }
          return answer.body as Record<string, unknown>;
        };
        while (performance.now() < deadline) {
          if (bought[w]! >= classIds.length) {
            exhausted++;
            return;
          }
          const classId = classIds[next[w]! % classIds.length]!;
          next[w]!++;
          bought[w]!++;
          const t0 = performance.now();
          try {
            const { insertedId: cartItemId } = await timed('select', '/api/carts', { classId });
            const { clientSecret } = await timed('intent', '/api/create-payment-intent', { cartItemId });
            const { id } = await timed('confirm', '/api/payments/simulated/confirm', {
              clientSecret,
              card: CARD,
            });
            await timed('record', '/api/payments', { transactionId: id, cartItemId });
            if (record) latencies.total!.push(performance.now() - t0);
            completed++;
          } catch (error) {
            failures++;
            if (failures <= 3 && record) console.error(`  purchase failed: ${(error as Error).message}`);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { latencies, completed, failures, exhausted, elapsed };
  }

  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds, false);
  const result = await run(settings.seconds, true);
  for (const agent of agents) agent.destroy();
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const total = sorted(result.latencies.total!);
  const steps: Record<string, { p50: number; p99: number }> = {};
  for (const step of PURCHASE_STEPS) {
    const xs = sorted(result.latencies[step]!);
    steps[step] = { p50: percentile(xs, 50), p99: percentile(xs, 99) };
  }
  return {
    rate: result.completed / result.elapsed,
    p50: percentile(total, 50),
    p99: percentile(total, 99),
    failures: result.failures,
    steps,
    completed: result.completed,
    exhausted: result.exhausted,
  };
}
