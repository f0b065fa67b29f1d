import type { SessionViewerRow } from '#server/identity/sessions.repository';

export interface ViewerCacheOptions {
  /** How long a session's account may be reused; 0 turns the cache off. */
  ttlMs: number;
  now?: () => number;
  /** Entries kept at most; past it the cache starts again empty (a second's worth of sessions). */
  maxEntries?: number;
}

/** The store's channel for changes to accounts and sessions (migration 0004's triggers). */
export const VIEWER_CHANGED = 'viewer_changed';

export type ViewerCache = ReturnType<typeof createViewerCache>;

/**
 * Who is asking, by session token, for at most `ttlMs`. It only serves while the store's change
 * notices are heard (`resume`); every notice, and every state-changing request of this process, empties it
 * (`forget`). A read that started before a `forget` is not kept, so it cannot bring back what was forgotten.
 */
export function createViewerCache(options: ViewerCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { row: SessionViewerRow; until: number }>();
  let generation = 0;
  let listening = false;
  // Until told how (catchUpWith), one turn of the event loop: a notice already arrived is read in it.
  let catchUp = () => new Promise<boolean>((resolve) => setImmediate(() => resolve(true)));

  const forget = () => {
    generation++;
    entries.clear();
  };

  return {
    get enabled() {
      return options.ttlMs > 0;
    },
    /** The account of a live session: from the cache when fresh, else from `read` (and kept). */
    async viewer(
      token: string,
      read: (token: string) => Promise<SessionViewerRow | null>,
    ): Promise<SessionViewerRow | null> {
      if (!listening || options.ttlMs <= 0) return read(token);
      const at = now();
      const hit = entries.get(token);
      if (hit && hit.until > at && hit.row.sessionExpiresAt.getTime() > at) {
        // A process that changed an account answers once the store has committed the change and its
        // notice, and its client may ask this process next, before this process has heard the notice: every
        // notice committed before now is heard first (catchUp), and the cached account is used only if none
        // came.
        const seen = generation;
        const caughtUp = await catchUp();
        if (caughtUp && seen === generation && listening) return hit.row;
      }
      const started = generation;
      const row = await read(token);
      if (row && listening && started === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(token, { row, until: now() + options.ttlMs });
      }
      return row;
    },
    forget,
    /** How to hear every notice committed before now (the store's `caughtUp`) before a cached answer. */
    catchUpWith(next: () => Promise<boolean>) {
      catchUp = next;
    },
    /** Change notices are heard again: what was cached before may be stale. */
    resume() {
      forget();
      listening = true;
    },
    /** Change notices may be missed: serve nothing from the cache until `resume`. */
    pause() {
      listening = false;
      forget();
    },
  };
}
