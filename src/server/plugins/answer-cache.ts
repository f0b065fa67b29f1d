import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors = {
  // The same settings as @fastify/compress's defaults, so a cached answer is the one it would have sent.
  br: (data: Buffer) => brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (data: Buffer) => gzipAsync(data),
};
export type Encoding = keyof typeof compressors;

/** `data` in `encoding`, as @fastify/compress would send it. */
export const compressAnswer = (encoding: Encoding, data: Buffer): Promise<Buffer> =>
  compressors[encoding](data);

/** Below this size @fastify/compress sends the answer as it is, and so does the cache. */
const COMPRESS_THRESHOLD = 1024;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** br or gzip when the client accepts it; null leaves the answer to @fastify/compress (deflate, identity). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

interface Entry {
  json: Promise<string>;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  expires: number;
}

export interface AnswerCache {
  readonly enabled: boolean;
  /** Sends the JSON `load` makes, reusing (and compressing once) what the same URL got moments ago. */
  send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<string>): Promise<FastifyReply>;
  invalidate(): void;
}

/**
 * A short-lived cache of public JSON answers (the approved classes), serialised and compressed once
 * instead of for every visitor. Every state-changing request of this process empties it when it starts
 * and again when it has answered, so this process never serves what it changed; other processes sharing
 * PostgreSQL see a change at most `ttlMs` later. `ttlMs` 0 turns it off.
 */
export function createAnswerCache(options: { ttlMs: number; maxEntries?: number }): AnswerCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 50;
  const entries = new Map<string, Entry>();

  return {
    enabled: ttlMs > 0,

    invalidate() {
      entries.clear();
    },

    async send(request, reply, load) {
      const key = request.url;
      const now = Date.now();
      let entry = entries.get(key);
      if (!entry || entry.expires <= now) {
        if (entries.size >= maxEntries) entries.clear();
        const created: Entry = { json: load(), encoded: {}, expires: now + ttlMs };
        entry = created;
        entries.set(key, created);
        // A failed load is not kept: the next request tries again.
        created.json.catch(() => {
          if (entries.get(key) === created) entries.delete(key);
        });
      }
      const json = await entry.json;
      reply.header('content-type', 'application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding || Buffer.byteLength(json) < COMPRESS_THRESHOLD) return reply.send(json);
      const body = await (entry.encoded[encoding] ??= compressors[encoding](Buffer.from(json)));
      // @fastify/compress leaves an answer alone once it has a content-encoding.
      return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
    },
  };
}

/** Empties the cache around every state-changing request, before it runs and after it has answered. */
export function registerAnswerCacheInvalidation(app: FastifyInstance, cache: AnswerCache) {
  if (!cache.enabled) return;
  const invalidate = async (request: FastifyRequest) => {
    if (!safeMethods.has(request.method)) cache.invalidate();
  };
  app.addHook('onRequest', invalidate);
  app.addHook('onResponse', invalidate);
}
