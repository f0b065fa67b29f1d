import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  uploadedImagePath,
  UPLOADED_IMAGE_PATTERN,
  type UploadImageAnswer,
} from '../../../contract/images.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../plugins/auth.js';
import type { ImagesRepository } from './images.repository.js';

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
/** Class cards and portraits never need more; smaller rows keep the store and the pages light. */
const MAX_EDGE = 2048;
/** Decoding a 40-megapixel image takes a few hundred MB: a few at a time, the rest wait their turn. */
const MAX_CONCURRENT_ENCODES = 2;

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

async function reencode(bytes: Buffer, format: SniffedFormat) {
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
  try {
    // rotate() turns the picture upright by its EXIF orientation; the output keeps no metadata at all.
    return await input()
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw AppError.payloadTooLarge(TOO_MANY_PIXELS);
    throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  }
}

export function createImagesService(repository: ImagesRepository) {
  const limit = createLimiter(MAX_CONCURRENT_ENCODES);
  return {
    async upload(viewer: Viewer, bytes: Buffer): Promise<UploadImageAnswer> {
      const format = sniffImageFormat(bytes);
      if (!format) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
      const { data, info } = await limit(() => reencode(bytes, format));
      const id = randomBytes(16).toString('hex');
      await repository.insert({
        id,
        contentType: 'image/webp',
        bytes: data,
        width: info.width,
        height: info.height,
        ownerId: viewer.id,
      });
      return { success: true, data: { display_url: uploadedImagePath(id) } };
    },

    async find(id: string) {
      const image = await repository.find(id);
      if (!image) throw AppError.notFound('No image with that id.');
      return image;
    },

    /** The contract lets only our two URL shapes through; an upload's must also name a stored image. */
    async knowsImage(url: string): Promise<boolean> {
      const upload = UPLOADED_IMAGE_PATTERN.exec(url);
      return upload ? repository.exists(upload[1]!) : true;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
