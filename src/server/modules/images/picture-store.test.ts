import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentKey,
  createFilePictureStore,
  createMemoryPictureStore,
  type PictureStore,
} from './picture-store.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stw-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores: [string, () => PictureStore][] = [
  ['in a folder', () => createFilePictureStore(dir)],
  ['in memory', () => createMemoryPictureStore()],
];

describe.each(stores)('a picture store %s', (_, make) => {
  it('keeps bytes under their SHA-256 and streams them back with their length', async () => {
    const store = make();
    const bytes = Buffer.from(`a picture ${Math.random()}`);
    const key = await store.put(bytes);
    expect(key).toBe(contentKey(bytes));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.exists(key)).toBe(true);
    const opened = await store.open(key);
    expect(opened?.size).toBe(bytes.length);
    expect(await text(opened!.stream)).toBe(bytes.toString());
    expect(await store.put(bytes)).toBe(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.open(key)).toBeNull();
    await store.delete(key);
  });
});

describe('a picture store in a folder', () => {
  it('writes {dir}/ab/abcdef….webp, leaves no temporary file, and refuses a key that is not a hash', async () => {
    const store = createFilePictureStore(dir);
    const bytes = Buffer.from('laid out');
    const key = await store.put(bytes);
    const file = path.join(dir, key.slice(0, 2), `${key}.webp`);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual([`${key}.webp`]);
    for (const bad of ['../../etc/passwd', 'ab', `${key}/..`]) {
      await expect(store.open(bad)).rejects.toThrow('not a picture key');
    }
  });

  it('is shared by two stores on the same folder, as by two processes', async () => {
    const key = await createFilePictureStore(dir).put(Buffer.from('shared'));
    expect(await text((await createFilePictureStore(dir).open(key))!.stream)).toBe('shared');
  });

  it('streams a picture of many reads back byte for byte, and an empty one as nothing', async () => {
    const store = createFilePictureStore(dir);
    const bytes = randomBytes(1024 * 1024 + 17);
    const opened = (await store.open(await store.put(bytes)))!;
    expect(opened.size).toBe(bytes.length);
    expect((await buffer(opened.stream)).equals(bytes)).toBe(true);
    const empty = (await store.open(await store.put(Buffer.alloc(0))))!;
    expect((await buffer(empty.stream)).length).toBe(0);
  });
});
