import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { images, imageVariants, users } from '#server/db/schema';

export interface StoredImage {
  id: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  ownerId: string | null;
}

export interface StoredVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface UploadUsage {
  /** Uploads of the account since the given time. */
  recent: number;
  /** When the oldest of those was made (null without any). */
  oldestRecent: Date | null;
  /** Bytes the account's uploads take in the store. */
  bytes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function usageOf(tx: Db | Tx, ownerId: string, sinceDate: Date): Promise<UploadUsage> {
  const since = sql`${sinceDate.toISOString()}::timestamptz`;
  const [row] = await tx
    .select({
      recent: sql<number>`count(*) filter (where ${images.createdAt} > ${since})`.mapWith(Number),
      oldestRecent: sql<
        string | null
      >`min(${images.createdAt}) filter (where ${images.createdAt} > ${since})`,
      bytes: sql<number>`coalesce(sum(${images.size}), 0)`.mapWith(Number),
    })
    .from(images)
    .where(eq(images.ownerId, ownerId));
  return {
    recent: row?.recent ?? 0,
    oldestRecent: row?.oldestRecent ? new Date(row.oldestRecent) : null,
    bytes: row?.bytes ?? 0,
  };
}

/** Uploads live in the database, so every server process sees them. */
export function createImagesRepository(db: Db) {
  return {
    usage: (ownerId: string, since: Date) => usageOf(db, ownerId, since),

    /**
     * Stores an upload with its smaller widths, unless `allowed` refuses the account's usage, read under a
     * lock on the account's row so that its parallel uploads are counted one after another.
     */
    async insert(
      image: StoredImage,
      variants: StoredVariant[],
      since: Date,
      allowed: (usage: UploadUsage, size: number) => void,
    ): Promise<void> {
      const size = image.bytes.length + variants.reduce((sum, v) => sum + v.bytes.length, 0);
      await db.transaction(async (tx) => {
        if (image.ownerId) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, image.ownerId)).for('update');
          allowed(await usageOf(tx, image.ownerId, since), size);
        }
        await tx.insert(images).values({ ...image, size });
        if (variants.length) {
          await tx.insert(imageVariants).values(variants.map((v) => ({ ...v, imageId: image.id })));
        }
      });
    },

    async find(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ contentType: images.contentType, bytes: images.bytes })
        .from(images)
        .where(eq(images.id, id));
      return row ?? null;
    },

    async findVariant(id: string, width: number): Promise<{ bytes: Buffer } | null> {
      const [row] = await db
        .select({ bytes: imageVariants.bytes })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width)));
      return row ?? null;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
      return rows.length > 0;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
