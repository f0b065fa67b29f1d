import { z } from 'zod/mini';

/** Uploads: what the server accepts, judged by the bytes; every upload is stored as WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_FIELD = 'image';
/**
 * The largest edge kept of an upload, by its use: a class picture fills a card about 330 px wide on a
 * phone of 3x density; a profile photo is at most a 160 px circle.
 */
export const IMAGE_MAX_EDGE = 1280;
export const PHOTO_MAX_EDGE = 512;
export const imageUses = ['class', 'photo'] as const;
export type ImageUse = (typeof imageUses)[number];
/** The smaller widths made of every upload at upload time, served at `?w=`. */
export const IMAGE_WIDTHS = [96, 192, 400, 800] as const;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const imageId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not an image id'));
export const imageIdParam = z.object({ id: imageId });
export const imageWidthQuery = z.object({
  w: z.optional(
    z.coerce
      .number()
      .check(
        z.refine(
          (w) => (IMAGE_WIDTHS as readonly number[]).includes(w),
          `must be one of ${IMAGE_WIDTHS.join(', ')}`,
        ),
      ),
  ),
});
export const uploadImageQuery = z.object({ use: z.optional(z.enum(imageUses)) });

/** The path an upload is served at, as answered in display_url. */
export const uploadedImagePath = (id: string) => `/api/images/${id}`;
export const UPLOADED_IMAGE_PATTERN = /^\/api\/images\/([0-9a-f]{32})$/;
/** Pictures that ship with the site (public/images). */
export const BUNDLED_IMAGE_PATTERN =
  /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|webp|avif|png|jpe?g|gif)$/i;

/** The answer of POST /api/images, in the shape of the original image host's. */
export const uploadImageAnswer = z.object({
  success: z.literal(true),
  data: z.object({ display_url: z.string() }),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswer>;
