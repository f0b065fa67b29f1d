import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres } from '#server/db/client';
import { images, imageVariants, users } from '#server/db/schema';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { createImagesRepository } from './images.repository.js';
import { movePicturesToFiles } from './move-pictures-to-files.js';
import { contentKey, createFilePictureStore } from './picture-store.js';

let store: TestStore;
let dir: string;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
beforeEach(async () => {
  await store.reset();
  dir = mkdtempSync(path.join(tmpdir(), 'stw-move-pictures-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

/** Pictures as they were stored before they became files: bytes in the rows, no hash. */
async function oldPictures(count: number) {
  const ownerId = randomBytes(8).toString('hex');
  await store.db.insert(users).values({ id: ownerId, name: 'Old', email: `${ownerId}@example.com` });
  const made: { id: string; bytes: Buffer; small: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomBytes(16).toString('hex');
    const bytes = randomBytes(300 + i);
    const small = randomBytes(50 + i);
    await store.db
      .insert(images)
      .values({ id, contentType: 'image/webp', bytes, width: 500, height: 300, ownerId });
    await store.db.insert(imageVariants).values({ imageId: id, width: 96, height: 58, bytes: small });
    made.push({ id, bytes, small });
  }
  return made;
}

const fileOf = (bytes: Buffer) => {
  const key = contentKey(bytes);
  return path.join(dir, key.slice(0, 2), `${key}.webp`);
};

async function expectMoved(made: { id: string; bytes: Buffer; small: Buffer }[]) {
  for (const picture of made) {
    const [row] = await store.db.select().from(images).where(eq(images.id, picture.id));
    expect(row).toMatchObject({ hash: contentKey(picture.bytes), bytes: null });
    const [variant] = await store.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.imageId, picture.id));
    expect(variant).toMatchObject({ hash: contentKey(picture.small), bytes: null });
    expect(readFileSync(fileOf(picture.bytes)).equals(picture.bytes)).toBe(true);
    expect(readFileSync(fileOf(picture.small)).equals(picture.small)).toBe(true);
  }
}

describe('moving stored pictures to files at startup', () => {
  it('moves every picture and width in batches, empties their bytes, and has nothing to do the second time', async () => {
    const made = await oldPictures(7);
    const repository = createImagesRepository(store.db);
    const pictures = createFilePictureStore(dir);
    const logged: string[] = [];
    expect(await movePicturesToFiles(repository, pictures, { batch: 3, log: (m) => logged.push(m) })).toBe(
      14,
    );
    await expectMoved(made);
    expect(logged).toEqual(['Moved 14 stored pictures and widths from the database to the picture folder.']);
    expect(await repository.bytesLeft()).toBe(false);
    expect(await movePicturesToFiles(repository, pictures)).toBe(0);
  });

  it('finishes the work of a run killed midway, losing and doubling nothing', async () => {
    const made = await oldPictures(5);
    const repository = createImagesRepository(store.db);
    const pictures = createFilePictureStore(dir);
    let writes = 0;
    const dying = {
      put: async (bytes: Buffer) => {
        if (++writes === 4) throw new Error('killed');
        return pictures.put(bytes);
      },
    };
    await expect(movePicturesToFiles(repository, dying, { batch: 2 })).rejects.toThrow('killed');
    // The first batch is in; the second rolled back, though one of its files was written.
    const moved = await store.db.select({ hash: images.hash }).from(images);
    expect(moved.filter((r) => r.hash)).toHaveLength(2);
    expect(await movePicturesToFiles(repository, pictures, { batch: 2 })).toBe(8);
    await expectMoved(made);
  });

  it('shares the work between processes started together, each finishing only once all is moved', async () => {
    const made = await oldPictures(12);
    const second = store.databaseUrl ? openPostgres(store.databaseUrl) : store;
    try {
      const runs = [store, second].map((s) =>
        movePicturesToFiles(createImagesRepository(s.db), createFilePictureStore(dir), {
          batch: 2,
          pollMs: 10,
        }),
      );
      const counts = await Promise.all(runs);
      expect(counts[0]! + counts[1]!).toBe(24);
      await expectMoved(made);
    } finally {
      if (second !== store) await second.close();
    }
  });
});
