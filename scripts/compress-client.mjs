// After the client is built and prerendered: writes x.br (brotli, best quality) and x.gz (gzip, best
// level) beside every compressible file of dist/client, so the server sends them as they are instead of
// compressing the same unchanging files again for every request. Small files too: @fastify/compress
// compresses any file it is handed (a file is a stream, which its size threshold does not cover), and a
// tiny file's copy, even a few bytes larger, costs less than compressing it for each request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));

/** Text formats; pictures (webp, avif, png, jpg) and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico|wasm|ttf|otf)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const started = performance.now();
let written = 0;
let before = 0;
let after = 0;
const jobs = [];
for (const file of files(clientDir)) {
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    // Left from an earlier build over the same directory: it may no longer match its file.
    rmSync(file);
    continue;
  }
  if (!COMPRESSIBLE.test(file) || statSync(file).size === 0) continue;
  jobs.push(async () => {
    const data = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    before += data.length;
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    written += 2;
    after += br.length;
  });
}
// A few at a time: zlib runs them on the thread pool.
const running = new Set();
for (const job of jobs) {
  const promise = job().finally(() => running.delete(promise));
  running.add(promise);
  if (running.size >= 4) await Promise.race(running);
}
await Promise.all(running);
console.log(
  `compressed ${jobs.length} files of dist/client once: ${written} .br/.gz copies, ` +
    `${Math.round(before / 1024)} KiB as ${Math.round(after / 1024)} KiB brotli, ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
