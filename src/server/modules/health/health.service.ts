import type { Store } from '#server/db/client';

export function createHealthService(store: Pick<Store, 'ping'>) {
  return {
    /** Whether the store answers a trivial query. */
    async storeIsUp(): Promise<boolean> {
      try {
        await store.ping();
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
