import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Store } from '#server/db/client';
import { VIEWER_CHANGED, type ViewerCache } from '#server/identity/viewer-cache';

export interface ViewerChanges {
  /**
   * Resolves once this process has heard every change to accounts and sessions announced before the call.
   * PostgreSQL tells all listening processes together, so a request that changed an account answers only
   * after the others were told: the next request, wherever it lands, sees the change.
   */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a request waits for its own notice at most; past it the cache time still bounds staleness. */
const SETTLE_TIMEOUT_MS = 1000;

/** Keeps the viewer cache in step with the store's announcements (migration 0004's triggers). */
export async function followViewerChanges(store: Store, cache: ViewerCache): Promise<ViewerChanges> {
  const waiting = new Map<string, () => void>();
  const listening = await store.listen(VIEWER_CHANGED, {
    notice: (payload) => {
      cache.forget();
      waiting.get(payload)?.();
    },
    up: cache.resume,
    down: cache.pause,
  });
  // Before any request can be served from the cache: the listening above resolves with no I/O after `up`.
  cache.catchUpWith(() => listening.caughtUp());
  return {
    async settle() {
      // PGlite runs here: its notices are heard before the write resolves.
      if (store.kind === 'pglite') return;
      const mark = `settle ${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(mark, resolve);
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      });
      try {
        await store.db.execute(sql`select pg_notify(${VIEWER_CHANGED}, ${mark})`);
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(mark);
      }
    },
    stop: () => listening.stop(),
  };
}

/** For a cache that is off: nothing to follow. */
export const noViewerChanges: ViewerChanges = { settle: async () => {}, stop: async () => {} };
