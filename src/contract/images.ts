import { z } from 'zod/mini';

/** Uploads: what the server accepts, judged by the bytes; every upload is stored as WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_FIELD = 'image';
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const imageId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not an image id'));
export const imageIdParam = z.object({ id: imageId });

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
