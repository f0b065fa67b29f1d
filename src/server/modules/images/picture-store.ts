import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** The SHA-256 of a picture's bytes, in hex: its key in a picture store and its ETag. */
export const contentKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const KEY = /^[0-9a-f]{64}$/;

/** Waits for a turn to do some work; the function it gives back ends the turn. */
export type TakeTurn = () => Promise<() => void>;
const noTurns: TakeTurn = async () => () => {};

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
  /**
   * The bytes of a key as a stream, with their length; null when the store has no such key. Each read from
   * storage waits for a turn of `takeTurn` first, and ends it once read.
   */
  open(key: string, takeTurn?: TakeTurn): Promise<OpenedPicture | null>;
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
    async open(key, takeTurn = noTurns) {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { size, stream: turnTakingReader(handle, size, takeTurn) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    exists,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * The bytes of an open file, READ_CHUNK_BYTES at a time, each read in a turn of `takeTurn`, and only when
 * whoever reads the stream wants more. Closes the file when done or destroyed.
 */
function turnTakingReader(handle: FileHandle, size: number, takeTurn: TakeTurn) {
  let position = 0;
  return new Readable({
    highWaterMark: READ_CHUNK_BYTES,
    read() {
      void (async () => {
        const endTurn = await takeTurn();
        try {
          if (this.destroyed) return;
          const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, size - position));
          const { bytesRead } = buffer.length
            ? await handle.read(buffer, 0, buffer.length, position)
            : { bytesRead: 0 };
          position += bytesRead;
          if (bytesRead) this.push(buffer.subarray(0, bytesRead));
          if (!bytesRead || position >= size) this.push(null);
        } catch (error) {
          this.destroy(error as Error);
        } finally {
          endTurn();
        }
      })();
    },
    destroy(error, done) {
      handle.close().then(
        () => done(error),
        (closing: unknown) => done(error ?? (closing as Error)),
      );
    },
  });
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
    exists: async (key) => entries.has(key),
    async delete(key) {
      entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}
