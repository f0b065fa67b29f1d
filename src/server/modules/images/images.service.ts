import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  IMAGE_MAX_EDGE,
  IMAGE_MAX_PIXELS,
  IMAGE_WIDTHS,
  PHOTO_MAX_EDGE,
  type ImageUse,
  uploadedImagePath,
  UPLOADED_IMAGE_PATTERN,
  type UploadImageAnswer,
} from '#contract/images';
import { AppError } from '#server/errors';
import type { Viewer } from '#server/viewer';
import { createByteCache } from './byte-cache.js';
import type { ImagesRepository, StoredVariant, UploadUsage } from './images.repository.js';

type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes say they are; the file's name and declared type are never consulted. */
export function sniffImageFormat(bytes: Buffer): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded.';
const TOO_MANY_PIXELS = `The image is too large: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;
const MAX_EDGE: Record<ImageUse, number> = { class: IMAGE_MAX_EDGE, photo: PHOTO_MAX_EDGE };
/** WebP quality (was 82): pictures are shown at card size at most, where the difference does not show. */
const QUALITY = 75;
/**
 * Decoding a 40-megapixel image takes a few hundred MB and a CPU: one at a time, with libvips on one
 * thread, so the other CPU stays free for the event loop; the rest wait their turn.
 */
const MAX_CONCURRENT_ENCODES = 1;
sharp.concurrency(1);

function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
  variants: StoredVariant[];
}

async function reencode(bytes: Buffer, format: SniffedFormat, maxEdge: number): Promise<Encoded> {
  // Only the first frame of an animated GIF or WebP is read (pages: 1); the pixel limit applies to it.
  const input = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw AppError.payloadTooLarge(TOO_MANY_PIXELS);
    throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  }
  if (metadata.format !== format) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_MAX_PIXELS) throw AppError.payloadTooLarge(TOO_MANY_PIXELS);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // rotate() turns the picture upright by its EXIF orientation; raw pixels keep no metadata at all.
    pixels = await input()
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw AppError.payloadTooLarge(TOO_MANY_PIXELS);
    throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  }
  const { data, info } = pixels;
  // Decoded once; every width is encoded from these pixels.
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const full = await raw().webp({ quality: QUALITY }).toBuffer();
  const variants: StoredVariant[] = [];
  for (const width of IMAGE_WIDTHS.filter((w) => w < info.width)) {
    const out = await raw()
      .resize({ width })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width, height: out.info.height, bytes: out.data });
  }
  return { bytes: full, width: info.width, height: info.height, variants };
}

export interface UploadLimits {
  /** Uploads one account may make in an hour (429 past it). */
  perHour: number;
  /** Bytes one account's uploads may take in the store, smaller widths included (413 past it). */
  bytesPerAccount: number;
}

export interface ImagesServiceOptions {
  limits?: UploadLimits;
  /** Bytes of served pictures kept in memory. */
  cacheBytes?: number;
  now?: () => Date;
}

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { perHour: 30, bytesPerAccount: 50 * 1024 * 1024 };
export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

const MB = 1024 * 1024;
const amount = (bytes: number) =>
  bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;

/** The ETag of an upload at a width: the bytes behind an id never change. */
export const imageEtag = (id: string, width?: number) => `"${id}${width ? `-${width}` : ''}"`;

export function createImagesService(repository: ImagesRepository, options: ImagesServiceOptions = {}) {
  const limits = options.limits ?? DEFAULT_UPLOAD_LIMITS;
  const now = options.now ?? (() => new Date());
  const limit = createLimiter(MAX_CONCURRENT_ENCODES);
  const cache = createByteCache<ServedImage>(options.cacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES);

  function checkUsage(usage: UploadUsage, size: number, at: Date) {
    if (usage.recent >= limits.perHour) {
      const freeAt = (usage.oldestRecent?.getTime() ?? at.getTime()) + HOUR_MS;
      const seconds = Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000));
      throw AppError.tooManyRequests(
        `You can upload at most ${limits.perHour} images an hour: try again in ${Math.ceil(seconds / 60)} minutes.`,
        seconds,
      );
    }
    if (usage.bytes + size > limits.bytesPerAccount) {
      throw AppError.payloadTooLarge(
        `Your images already take ${amount(usage.bytes)} of the ${amount(limits.bytesPerAccount)} ` +
          'each account may use: there is no room for this one.',
      );
    }
  }

  async function loadOriginal(id: string): Promise<ServedImage> {
    const image = await repository.find(id);
    if (!image) throw AppError.notFound('No image with that id.');
    return image;
  }

  return {
    async upload(viewer: Viewer, bytes: Buffer, use: ImageUse = 'class'): Promise<UploadImageAnswer> {
      const format = sniffImageFormat(bytes);
      if (!format) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
      // Refused before any decoding when the account is already over a limit; counted again when stored.
      const started = now();
      checkUsage(await repository.usage(viewer.id, new Date(started.getTime() - HOUR_MS)), 0, started);
      const encoded = await limit(() => reencode(bytes, format, MAX_EDGE[use]));
      const id = randomBytes(16).toString('hex');
      const at = now();
      await repository.insert(
        {
          id,
          contentType: 'image/webp',
          bytes: encoded.bytes,
          width: encoded.width,
          height: encoded.height,
          ownerId: viewer.id,
        },
        encoded.variants,
        new Date(at.getTime() - HOUR_MS),
        (usage, size) => checkUsage(usage, size, at),
      );
      return { success: true, data: { display_url: uploadedImagePath(id) } };
    },

    /**
     * An upload at one of IMAGE_WIDTHS (its own size when it is not wider), from memory after the first
     * request: pictures never change, so the store is read once per picture and width while it stays in
     * the cache.
     */
    async find(id: string, width?: number): Promise<ServedImage> {
      if (!width) return cache.get(id, () => loadOriginal(id));
      return cache.get(`${id}-${width}`, async () => {
        const variant = await repository.findVariant(id, width);
        return variant ? { bytes: variant.bytes, contentType: 'image/webp' } : loadOriginal(id);
      });
    },

    /** The contract lets only our two URL shapes through; an upload's must also name a stored image. */
    async knowsImage(url: string): Promise<boolean> {
      const upload = UPLOADED_IMAGE_PATTERN.exec(url);
      return upload ? repository.exists(upload[1]!) : true;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
