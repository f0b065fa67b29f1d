import { z } from 'zod/mini';
import { IMAGE_WIDTHS } from './image-sizes.js';

export {
  IMAGE_MAX_EDGE,
  IMAGE_WIDTHS,
  PHOTO_MAX_EDGE,
  UPLOADED_IMAGE_PATTERN,
  uploadedImagePath,
} from './image-sizes.js';

/** Uploads: what the server accepts, judged by the bytes; every upload is stored as WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_FIELD = 'image';
export const imageUses = ['class', 'photo'] as const;
export type ImageUse = (typeof imageUses)[number];
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const imageId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not an image id'));
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

/** Pictures that ship with the site (public/images). */
export const BUNDLED_IMAGE_PATTERN =
  /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|webp|avif|png|jpe?g|gif)$/i;

/** The answer of POST /api/images, in the shape of the original image host's. */
export const uploadImageAnswer = z.object({
  success: z.literal(true),
  data: z.object({ display_url: z.string() }),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswer>;
