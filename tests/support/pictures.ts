import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { multipartBody } from '../../src/server/testing/multipart.js';
import type { Client } from './http-client.js';

/**
 * Noise PNGs of one size, each different (a picture store keeps equal bytes once): stored without
 * compression, so making one costs the test next to nothing and the server decodes every byte.
 */
export function noisePngs(width: number, height: number) {
  const pixels = randomBytes(width * height * 3);
  return async () => {
    randomBytes(64).copy(pixels, Math.floor(Math.random() * (pixels.length - 64)));
    randomBytes(64).copy(pixels, 0);
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  };
}

export const median = (values: number[]) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface Sent {
  status: number;
  bytes: number;
  /** Milliseconds to the answer's headers, and to its end. */
  headersMs: number;
  ms: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/** A request on a fresh connection, as a new visitor's would be; the body is counted and dropped. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, timeout: 600_000 },
      (res) => {
        const headersMs = performance.now() - started;
        let bytes = 0;
        let text = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (text.length < 2000) text += chunk.toString('utf8', 0, Math.min(chunk.length, 2000));
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            headersMs,
            ms: performance.now() - started,
            text,
            headers: res.headers,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} in time`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export function uploadRequest(base: string, client: Client, png: Buffer) {
  const { payload, contentType } = multipartBody([
    { name: 'image', filename: 'noise.png', type: 'image/png', data: png },
  ]);
  return {
    headers: {
      cookie: cookieOf(client),
      origin: base,
      'content-type': contentType,
      'content-length': String(payload.length),
    },
    body: payload,
  };
}

/**
 * Asks for `url` every `everyMs` whether or not the previous answer came, as visitors arriving on their own
 * do, until `until` settles (or `count` times): a stall then delays every visitor who arrived during it, as
 * it would, instead of only the one probe that waited (which would hide most of it from the median).
 */
export async function probeEvery(
  url: string,
  options: { everyMs: number; until?: Promise<unknown>; count?: number },
) {
  const pending: Promise<number>[] = [];
  let done = false;
  void options.until?.finally(() => (done = true));
  while (!done && (options.count === undefined || pending.length < options.count)) {
    pending.push(
      send(url).then((answer) => {
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
        return answer.ms;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
  return Promise.all(pending);
}

/**
 * Downloads in a worker thread, as visitors on other machines would: `clients` loops, each fetching the
 * URLs given to it one after another on fresh connections. The probes' own event loop then measures the
 * server, not the time this process spends receiving pictures.
 */
const DOWNLOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { urls, clients } = workerData;
const answers = new Array(urls.length);
const started = performance.now();
function get(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 900000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('error', (error) => resolve({ status: 0, bytes, error: String(error) }));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', (error) => resolve({ status: 0, bytes: 0, error: String(error) }));
  });
}
let next = 0;
async function client() {
  for (let i = next++; i < urls.length; i = next++) answers[i] = await get(urls[i]);
}
Promise.all(Array.from({ length: clients }, client)).then(() =>
  parentPort.postMessage({ answers, ms: performance.now() - started }),
);
`;

export interface Download {
  status: number;
  bytes: number;
  error?: string;
}

export function downloadAll(urls: string[], clients: number): Promise<{ answers: Download[]; ms: number }> {
  const worker = new Worker(DOWNLOAD_WORKER, { eval: true, workerData: { urls, clients } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { answers: Download[]; ms: number }) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** A process's resident memory now and at its highest, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Starts a process's highest resident memory (VmHWM) over from now (Linux; our own child process). */
export function resetPeakMemory(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
