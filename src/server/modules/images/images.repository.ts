import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { imageUploadReservations, images, imageVariants, users } from '#server/db/schema';

export interface StoredImage {
  id: string;
  contentType: string;
  /** The key of its bytes in the picture store. */
  hash: string;
  width: number;
  height: number;
  ownerId: string;
}

export interface StoredVariant {
  width: number;
  height: number;
  hash: string;
}

export interface UploadUsage {
  /** Uploads of the account since the given time, those under way included. */
  recent: number;
  /** When the oldest of those was made or begun (null without any). */
  oldestRecent: Date | null;
  /** Bytes the account's uploads take in the store, plus those held for the uploads under way. */
  bytes: number;
  /** The account's uploads under way. */
  underWay: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The account's usage, reservations that have not expired by `now` counted as uploads; `except` is left out. */
async function usageOf(
  tx: Tx,
  ownerId: string,
  since: Date,
  now: Date,
  except?: string,
): Promise<UploadUsage> {
  const [stored] = await tx
    .select({
      recent: sql<number>`count(*) filter (where ${images.createdAt} > ${at(since)})`.mapWith(Number),
      oldestRecent: sql<
        string | null
      >`min(${images.createdAt}) filter (where ${images.createdAt} > ${at(since)})`,
      bytes: sql<number>`coalesce(sum(${images.size}), 0)`.mapWith(Number),
    })
    .from(images)
    .where(eq(images.ownerId, ownerId));
  const [held] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${imageUploadReservations.createdAt})`,
      bytes: sql<number>`coalesce(sum(${imageUploadReservations.bytes}), 0)`.mapWith(Number),
    })
    .from(imageUploadReservations)
    .where(
      and(
        eq(imageUploadReservations.ownerId, ownerId),
        gt(imageUploadReservations.expiresAt, at(now)),
        except ? ne(imageUploadReservations.id, except) : undefined,
      ),
    );
  const dates = [stored?.oldestRecent, held?.oldest].filter((d): d is string => !!d).map((d) => new Date(d));
  return {
    recent: (stored?.recent ?? 0) + (held?.count ?? 0),
    oldestRecent: dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null,
    bytes: (stored?.bytes ?? 0) + (held?.bytes ?? 0),
    underWay: held?.count ?? 0,
  };
}

/** Locks the account's row, so that its uploads are counted one after another, in every process. */
async function lockAccount(tx: Tx, ownerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** What a picture is and whose lives in the database, so every server process sees it; its bytes do not. */
export function createImagesRepository(db: Db) {
  return {
    /**
     * Holds an upload's place in the account's hourly count and `bytes` of its storage until `expiresAt`,
     * unless `allowed` refuses the account's usage (it throws). Answers the reservation's id.
     */
    async reserve(
      ownerId: string,
      hold: { bytes: number; since: Date; now: Date; expiresAt: Date },
      allowed: (usage: UploadUsage) => void,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, ownerId);
        // Left by a process that was killed mid-upload: they count no more, so they can go.
        await tx
          .delete(imageUploadReservations)
          .where(
            and(
              eq(imageUploadReservations.ownerId, ownerId),
              sql`${imageUploadReservations.expiresAt} <= ${at(hold.now)}`,
            ),
          );
        allowed(await usageOf(tx, ownerId, hold.since, hold.now));
        const [row] = await tx
          .insert(imageUploadReservations)
          .values({ ownerId, bytes: hold.bytes, createdAt: hold.now, expiresAt: hold.expiresAt })
          .returning({ id: imageUploadReservations.id });
        return row!.id;
      });
    },

    /** Gives a reservation's place back (nothing to do when it is gone already). */
    async release(reservationId: string): Promise<void> {
      await db.delete(imageUploadReservations).where(eq(imageUploadReservations.id, reservationId));
    },

    /**
     * Stores an upload with its smaller widths in place of its reservation, unless `allowed` refuses the
     * account's usage without that reservation, with the upload's real size (it throws; the reservation stays
     * for the caller to release).
     */
    async commit(
      reservationId: string,
      image: StoredImage & { size: number },
      variants: StoredVariant[],
      window: { since: Date; now: Date },
      allowed: (usage: UploadUsage) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, image.ownerId);
        allowed(await usageOf(tx, image.ownerId, window.since, window.now, reservationId));
        await tx.delete(imageUploadReservations).where(eq(imageUploadReservations.id, reservationId));
        await tx.insert(images).values(image);
        if (variants.length) {
          await tx.insert(imageVariants).values(variants.map((v) => ({ ...v, imageId: image.id })));
        }
      });
    },

    /**
     * The key of a picture's bytes at a width (its own when no smaller width was made at that one); null for
     * an unknown id. `hash` is null for a picture whose bytes are still in the database.
     */
    async find(id: string, width?: number): Promise<{ contentType: string; hash: string | null } | null> {
      const [row] = await db
        .select({
          contentType: images.contentType,
          hash: images.hash,
          variantHash: imageVariants.hash,
        })
        .from(images)
        .leftJoin(
          imageVariants,
          and(eq(imageVariants.imageId, images.id), eq(imageVariants.width, width ?? -1)),
        )
        .where(eq(images.id, id));
      if (!row) return null;
      return { contentType: row.contentType, hash: row.variantHash ?? row.hash };
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
      return rows.length > 0;
    },

    /**
     * Moves the bytes of up to `limit` pictures (and then widths) still in the database into the picture
     * store through `put`, and empties them. The rows are locked and skipped by other processes doing the
     * same; a process killed midway rolls its batch back and leaves at most files no row names yet, which the
     * next run writes again under the same key. Answers how many were moved (0: nothing is left).
     */
    async moveBytesOut(limit: number, put: (bytes: Buffer) => Promise<string>): Promise<number> {
      return db.transaction(async (tx) => {
        const pictures = await tx
          .select({ id: images.id, bytes: images.bytes })
          .from(images)
          .where(and(isNull(images.hash), isNotNull(images.bytes)))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const picture of pictures) {
          const hash = await put(picture.bytes!);
          await tx.update(images).set({ hash, bytes: null }).where(eq(images.id, picture.id));
        }
        if (pictures.length) return pictures.length;
        const widths = await tx
          .select({ imageId: imageVariants.imageId, width: imageVariants.width, bytes: imageVariants.bytes })
          .from(imageVariants)
          .where(and(isNull(imageVariants.hash), isNotNull(imageVariants.bytes)))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const variant of widths) {
          const hash = await put(variant.bytes!);
          await tx
            .update(imageVariants)
            .set({ hash, bytes: null })
            .where(and(eq(imageVariants.imageId, variant.imageId), eq(imageVariants.width, variant.width)));
        }
        return widths.length;
      });
    },

    /** Whether any picture or width still has its bytes in the database. */
    async bytesLeft(): Promise<boolean> {
      const [picture] = await db
        .select({ id: images.id })
        .from(images)
        .where(isNotNull(images.bytes))
        .limit(1);
      if (picture) return true;
      const [variant] = await db
        .select({ id: imageVariants.imageId })
        .from(imageVariants)
        .where(isNotNull(imageVariants.bytes))
        .limit(1);
      return !!variant;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
