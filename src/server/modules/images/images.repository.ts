import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';

export interface StoredImage {
  id: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  ownerId: string | null;
}

/** Uploads live in the database, so every server process sees them. */
export function createImagesRepository(db: Db) {
  return {
    async insert(image: StoredImage): Promise<void> {
      await db.insert(images).values(image);
    },
    async find(id: string): Promise<Pick<StoredImage, 'contentType' | 'bytes'> | null> {
      const [row] = await db
        .select({ contentType: images.contentType, bytes: images.bytes })
        .from(images)
        .where(eq(images.id, id));
      return row ?? null;
    },
    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
      return rows.length > 0;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
