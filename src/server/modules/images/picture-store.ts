import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** The SHA-256 of a picture's bytes, in hex: its key in a picture store and its ETag. */
export const contentKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const KEY = /^[0-9a-f]{64}$/;

export interface OpenedPicture {
  size: number;
  stream: Readable;
}

/**
 * Where the bytes of uploaded pictures live, by the SHA-256 of their bytes (a key never names two
 * contents, so a stored picture never changes and storing the same bytes twice is harmless). The database
 * keeps what a picture is and whose; this keeps only bytes. Files in a folder now; an S3-compatible
 * bucket can implement the same four calls.
 */
export interface PictureStore {
  /** Stores the bytes (nothing to do when they are there already) and answers their key. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes of a key as a stream, with their length; null when the store has no such key. */
  open(key: string): Promise<OpenedPicture | null>;
  /** The bytes of a key in one piece, for pictures small enough to hold; null when the store has no such key. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key's bytes (nothing to do when absent). The caller knows that no row names it any more. */
  delete(key: string): Promise<void>;
}

/**
 * A picture store in a folder: `{dir}/ab/abcdef…webp` (the key's first two digits as a subfolder, so that
 * no folder holds more than a few thousand files). Every process of one site must be given the same folder.
 * A file is written under a temporary name and renamed into place, so a reader never sees half a picture
 * and a process killed mid-write leaves at most a stray temporary file, never a wrong picture.
 */
/** How much of a picture file one read takes. */
const READ_CHUNK_BYTES = 256 * 1024;

export function createFilePictureStore(dir: string): PictureStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a picture key: ${key}`);
    return path.join(root, key.slice(0, 2), `${key}.webp`);
  };
  const exists = async (key: string) => {
    try {
      return (await stat(fileOf(key))).isFile();
    } catch {
      return false;
    }
  };
  return {
    async put(bytes) {
      const key = contentKey(bytes);
      const file = fileOf(key);
      if (await exists(key)) return key;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      try {
        // flush: the picture's row is committed after this resolves, so the bytes must outlive a power cut.
        await writeFile(temporary, bytes, { flush: true });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },
    async open(key) {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // 256 KiB reads instead of 64: a picture goes in one to a few turns of the event loop, not dozens,
        // which keeps other requests' turns short while many pictures stream at once.
        return {
          size,
          stream: handle.createReadStream({ autoClose: true, highWaterMark: READ_CHUNK_BYTES }),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    read(key) {
      const file = fileOf(key);
      // The callback readFile: its open, stat, reads and close run in libuv's threads with one callback
      // each, where the promise API and a stream take several turns of the event loop per picture.
      return new Promise((resolve, reject) =>
        readFile(file, (error, bytes) => {
          if (!error) resolve(bytes);
          else if (error.code === 'ENOENT') resolve(null);
          else reject(error);
        }),
      );
    },
    exists,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** A picture store in memory, for tests that need no folder. */
export function createMemoryPictureStore(): PictureStore & { keys(): string[] } {
  const entries = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const key = contentKey(bytes);
      entries.set(key, Buffer.from(bytes));
      return key;
    },
    async open(key) {
      const bytes = entries.get(key);
      if (!bytes) return null;
      return { size: bytes.length, stream: Readable.from([bytes]) };
    },
    read: async (key) => entries.get(key) ?? null,
    exists: async (key) => entries.has(key),
    async delete(key) {
      entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}
