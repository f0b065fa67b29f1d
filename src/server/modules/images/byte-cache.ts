/**
 * An in-process cache of values that are never changed once made (uploaded pictures, by id), bounded by
 * their total size: the least recently used go first. Loads of the same key at the same time share one
 * load; a failed load is not kept.
 */
export function createByteCache<T extends { bytes: Buffer }>(maxBytes: number) {
  const entries = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  let size = 0;
  // A single value larger than this would push out most of the others for one picture.
  const largestEntry = maxBytes / 4;

  function remember(key: string, value: T) {
    if (value.bytes.length > largestEntry || entries.has(key)) return;
    entries.set(key, value);
    size += value.bytes.length;
    for (const [oldest, old] of entries) {
      if (size <= maxBytes) break;
      entries.delete(oldest);
      size -= old.bytes.length;
    }
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found) {
        // Map keeps insertion order: moving the key to the end marks it as the most recently used.
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const loaded = load().then(
        (value) => {
          loading.delete(key);
          remember(key, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, loaded);
      return loaded;
    },
    /** Bytes held, for tests and logs. */
    get size() {
      return size;
    },
  };
}
