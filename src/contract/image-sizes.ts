// No zod here: the public pages' pictures are sized without loading the schemas.

/**
 * The largest edge kept of an upload, by its use: a class picture fills a card about 330 px wide on a
 * phone of 3x density; a profile photo is at most a 160 px circle.
 */
export const IMAGE_MAX_EDGE = 1280;
export const PHOTO_MAX_EDGE = 512;
/** The smaller widths made of every upload at upload time, served at `?w=`. */
export const IMAGE_WIDTHS = [96, 192, 400, 800] as const;
/** The path an upload is served at, as answered in display_url. */
export const uploadedImagePath = (id: string) => `/api/images/${id}`;
export const UPLOADED_IMAGE_PATTERN = /^\/api\/images\/([0-9a-f]{32})$/;
