import { afterAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../src/contract/images.js';
import { createClient, signUp, type Client } from '../support/http-client.js';
import { downloadAll, median, noisePngs, probeEvery, send, uploadRequest } from '../support/pictures.js';
import {
  createDatabase,
  ensureBuilt,
  freePort,
  killAllServers,
  postgresAvailable,
  spawnServer,
  waitUntilHealthy,
} from '../support/server.js';

/**
 * Pictures beyond any cache must not stall the server: with 200 MB of uploaded pictures (every width of
 * each counted, as the account's storage counts them), 150 clients download them all round-robin while
 * GET /robots.txt is asked every 100 ms, answered or not, so that a stall counts for every visitor who came
 * during it. On PGlite, whose queries run on the server's main thread, and on PostgreSQL.
 *
 * What it holds the server to: no visitor waits a second in the median nor two at worst. Before pictures
 * were files, the same flood took 35 s and every probe in it waited seconds (median 6.4 s, slowest 8.4 s).
 * The ratio to the idle median is printed, not asserted (a figure, not a timed test): on a quiet machine
 * it is under 5 times the idle median on both stores, on a loaded CI machine it is not
 * (docs/decisions/pictures-as-files.md).
 */
const TARGET_BYTES = 200 * 1024 * 1024;
const CLIENTS = 150;
const ACCOUNTS = 3;
/** Each account's uploads sent at once: the server takes two at a time from one account. */
const AT_ONCE = 2;
const BASELINE_SAMPLES = 40;
/** A visitor asks for /robots.txt this often, whether or not the one before was answered. */
const PROBE_EVERY_MS = 100;
/** What a visitor may wait for /robots.txt during the flood: the median, and the slowest. */
const MAX_BUSY_MEDIAN_MS = 1000;
const MAX_BUSY_SLOWEST_MS = 2000;
const TIMEOUT_MS = 1_800_000;
/** The largest square a 5 MB upload holds uncompressed; stored at its size, the largest stored picture. */
const SIDE = 1280;

const stores = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
] as const;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const figures: string[] = [];
afterAll(async () => {
  console.log(`\nPictures round-robin:\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
  await killAllServers();
});

describe.each(stores)('200 MB of pictures round-robin on $name', ({ name, postgres }) => {
  test(
    `${CLIENTS} clients downloading them all never make /robots.txt wait seconds`,
    async (context) => {
      if (postgres && !(await postgresAvailable())) return context.skip();
      ensureBuilt();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'stw-pictures-rr-'));
      const database = postgres ? await createDatabase('stw_pictures_rr') : null;
      try {
        const server = spawnServer(
          {
            DATA_DIR: dataDir,
            ...(database ? { DATABASE_URL: database.url } : {}),
            AUTH_RATE_LIMIT: 'off',
            IMAGE_UPLOADS_PER_HOUR: '1000',
            IMAGE_STORAGE_MB_PER_ACCOUNT: '1000',
          },
          await freePort(),
        );
        await waitUntilHealthy(server, 300_000);
        const base = server.url;
        const accounts: Client[] = [];
        for (let i = 0; i < ACCOUNTS; i++) {
          const client = createClient(base);
          await signUp(client, `uploader-${i}-${randomBytes(3).toString('hex')}@example.com`);
          accounts.push(client);
        }

        // Upload until the stored pictures and widths reach the target, each account two at a time.
        const nextPng = noisePngs(SIDE, SIDE);
        const urls: string[] = [];
        let stored = 0;
        let uploads = 0;
        let dropped = 0;
        /** Uploads answered 429 or 503 (or dropped: 0) and sent again. */
        const refusals = new Map<number, number>();
        const uploadStarted = performance.now();
        const uploader = async (client: Client) => {
          while (stored < TARGET_BYTES) {
            const { headers, body } = uploadRequest(base, client, await nextPng());
            const answer = await send(`${base}/api/images`, { method: 'POST', headers, body }).catch(
              (error: unknown) => {
                if (++dropped > 20) throw error;
                return { status: 0, text: String(error) };
              },
            );
            if (answer.status === 503 || answer.status === 429 || answer.status === 0) {
              refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
              await new Promise((r) => setTimeout(r, 1000));
              continue;
            }
            if (answer.status !== 201) throw new Error(`an upload answered ${answer.status}: ${answer.text}`);
            uploads++;
            const url: string = JSON.parse(answer.text).data.display_url;
            const files = [url, ...IMAGE_WIDTHS.map((w) => `${url}?w=${w}`)];
            for (const file of files) {
              const got = await send(`${base}${file}`);
              stored += got.bytes;
              urls.push(`${base}${file}`);
            }
          }
        };
        await Promise.all(
          accounts.flatMap((client) => Array.from({ length: AT_ONCE }, () => uploader(client))),
        );
        const uploadSeconds = (performance.now() - uploadStarted) / 1000;

        const robots = `${base}/robots.txt`;
        const quiet = await probeEvery(robots, { everyMs: PROBE_EVERY_MS, count: BASELINE_SAMPLES });
        // Round-robin: consecutive requests ask for different pictures, so no cache of a few holds them.
        const load = downloadAll(urls, CLIENTS);
        const busy = await probeEvery(robots, { everyMs: PROBE_EVERY_MS, until: load });
        const { answers, ms } = await load;
        const ratio = median(busy) / median(quiet);
        const downloaded = answers.reduce((sum, a) => sum + a.bytes, 0);
        figures.push(
          `${name}: ${uploads} uploads (${SIDE} x ${SIDE} noise) in ${uploadSeconds.toFixed(0)} s, ` +
            `${urls.length} files of ${(stored / 1024 / 1024).toFixed(0)} MB (sent again: ` +
            `${JSON.stringify(Object.fromEntries(refusals))}); ${CLIENTS} clients downloaded ` +
            `${(downloaded / 1024 / 1024).toFixed(0)} MB in ${(ms / 1000).toFixed(1)} s; /robots.txt median ` +
            `${median(busy).toFixed(1)} ms over ${busy.length} requests (90th percentile ` +
            `${percentile(busy, 0.9).toFixed(0)} ms, slowest ${Math.max(...busy).toFixed(0)} ms), ` +
            `${median(quiet).toFixed(1)} ms idle (${BASELINE_SAMPLES} requests): ${ratio.toFixed(2)} x (one every ` +
            `${PROBE_EVERY_MS} ms)`,
        );
        const failed = answers.filter((a) => a.status !== 200);
        expect(failed, JSON.stringify(failed.slice(0, 3))).toHaveLength(0);
        expect(downloaded).toBe(stored);
        expect(stored).toBeGreaterThanOrEqual(TARGET_BYTES);
        expect(median(busy)).toBeLessThanOrEqual(MAX_BUSY_MEDIAN_MS);
        expect(Math.max(...busy)).toBeLessThanOrEqual(MAX_BUSY_SLOWEST_MS);
        await server.kill();
      } finally {
        await killAllServers();
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    TIMEOUT_MS,
  );
});
