import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  IMAGE_MAX_BYTES,
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
import { serverText } from '#server/i18n/server-messages';
import type { Viewer } from '#server/viewer';
import { createBoundedQueue } from './encode-queue.js';
import type { ImagesRepository, StoredVariant, UploadUsage } from './images.repository.js';
import type { OpenedPicture, PictureStore } from './picture-store.js';

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

const NOT_AN_IMAGE = serverText('unsupported_media_type.not_an_image');
const TOO_MANY_PIXELS = serverText('payload_too_large.image_pixels', {
  megapixels: IMAGE_MAX_PIXELS / 1_000_000,
});
const MAX_EDGE: Record<ImageUse, number> = { class: IMAGE_MAX_EDGE, photo: PHOTO_MAX_EDGE };
/** WebP quality (was 82): pictures are shown at card size at most, where the difference does not show. */
const QUALITY = 75;
/**
 * Decoding a 40-megapixel image takes a few hundred MB and a CPU: one at a time, with libvips on one
 * thread, so the other CPU stays free for the event loop. Up to 20 more wait their turn (each holds its body,
 * at most 5 MB: 100 MB in all, and about 20 s of decoding); past them an upload is refused with 503 rather
 * than held in memory.
 */
const DEFAULT_ENCODING = { concurrency: 1, waiting: 20 };
sharp.concurrency(1);

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
  variants: { width: number; height: number; bytes: Buffer }[];
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
  const variants: Encoded['variants'] = [];
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
  /** Uploads one account may have under way at once (429 past it). */
  atOnce?: number;
}

export interface ImagesServiceOptions {
  limits?: UploadLimits;
  /** How many pictures are decoded at once, and how many more may wait (503 past them). */
  encoding?: { concurrency: number; waiting: number };
  /** How many pieces of picture-sending work run at once, and how many requests for a picture may wait. */
  sending?: { concurrency: number; waiting: number };
  now?: () => Date;
}

export interface UploadInput {
  /** The request's Content-Length: held against the account's storage until the real size is known. */
  declaredBytes: number;
  /** Reads the uploaded file; called only once the upload has its reservation. */
  read(): Promise<Buffer | undefined>;
  /** What the route throws when the request has no image. */
  missing(): Error;
}

export interface ServedImage {
  contentType: string;
  /** The SHA-256 of the bytes: their key in the picture store and their strong ETag. */
  hash: string;
  etag: string;
  /** Their length, once a request has opened them. */
  size?: number;
}

/** A picture's bytes to send: in one piece (`done` gives back its room once sent), or as a stream. */
export type PictureBody =
  | { size: number; bytes: Buffer; done(): void }
  | { size: number; stream: OpenedPicture['stream']; done(): void };

/**
 * What a process remembers of the pictures it served: which bytes an id and width name, and their length.
 * Pictures never change nor go away, so an entry never goes stale; 50,000 of them take a few MB, and they
 * spare a query per picture, which on PGlite runs on the event loop every other request waits on.
 */
const REMEMBERED_PICTURES = 50_000;
/**
 * Pictures up to this size whose length is known are read in one piece and sent in one write, which costs
 * the event loop a few callbacks instead of a stream's turn per chunk; together they hold at most
 * WHOLE_READS_BYTES, past which pictures stream as before.
 */
const WHOLE_READ_MAX_BYTES = 4 * 1024 * 1024;
const WHOLE_READS_BYTES = 64 * 1024 * 1024;

const DEFAULT_UPLOAD_LIMITS: Required<UploadLimits> = {
  perHour: 30,
  bytesPerAccount: 50 * 1024 * 1024,
  atOnce: 2,
};
const HOUR_MS = 60 * 60 * 1000;
/** A reservation left by a killed process stops counting after this; an upload takes seconds. */
const RESERVATION_MS = 5 * 60 * 1000;
const AT_ONCE_RETRY_SECONDS = 10;
const BUSY_RETRY_SECONDS = 5;
/**
 * One request for a picture at a time finds its picture and reads it (or opens its file); the rest wait their
 * turn, idle. A flood of downloads then puts one request's work in each turn of the event loop instead of
 * one per client, and every other request is answered between them. The turn ends once the bytes are in hand:
 * sending them, however slowly the client reads, holds none (docs/decisions/pictures-as-files.md).
 */
const DEFAULT_SENDING = { concurrency: 1, waiting: 5000 };

const MB = 1024 * 1024;
const amount = (bytes: number) =>
  bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round((bytes * 10) / MB) / 10} MB`;

/** A strong ETag: the same bytes, whatever picture or width they are, have the same one. */
const imageEtag = (hash: string) => `"${hash}"`;

const busy = () =>
  new AppError(
    503,
    'service_unavailable',
    serverText('service_unavailable.images_busy'),
    undefined,
    BUSY_RETRY_SECONDS,
  );

export function createImagesService(
  repository: ImagesRepository,
  pictures: PictureStore,
  options: ImagesServiceOptions = {},
) {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());
  const encoding = createBoundedQueue({ ...(options.encoding ?? DEFAULT_ENCODING), full: busy });
  const sending = createBoundedQueue({ ...(options.sending ?? DEFAULT_SENDING), full: busy });
  const remembered = new Map<string, ServedImage>();
  const remember = (key: string, image: ServedImage) => {
    if (remembered.size >= REMEMBERED_PICTURES) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, image);
  };
  const rememberedKey = (id: string, width?: number) => `${id}:${width ?? ''}`;
  let wholeReadsBytes = 0;

  function checkUsage(usage: UploadUsage, size: number, at: Date, counting: boolean) {
    if (counting && usage.underWay >= limits.atOnce) {
      throw AppError.tooManyRequests(
        serverText('too_many_requests.uploads_at_once', { count: limits.atOnce }),
        AT_ONCE_RETRY_SECONDS,
      );
    }
    if (usage.recent >= limits.perHour) {
      const freeAt = (usage.oldestRecent?.getTime() ?? at.getTime()) + HOUR_MS;
      const seconds = Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000));
      throw AppError.tooManyRequests(
        serverText('too_many_requests.uploads_per_hour', {
          max: limits.perHour,
          minutes: Math.ceil(seconds / 60),
        }),
        seconds,
      );
    }
    if (usage.bytes + size > limits.bytesPerAccount) {
      throw AppError.payloadTooLarge(
        serverText('payload_too_large.image_quota', {
          used: amount(usage.bytes),
          quota: amount(limits.bytesPerAccount),
        }),
      );
    }
  }

  async function store(encoded: Encoded) {
    const hash = await pictures.put(encoded.bytes);
    const variants: StoredVariant[] = [];
    for (const v of encoded.variants) {
      variants.push({ width: v.width, height: v.height, hash: await pictures.put(v.bytes) });
    }
    return { hash, variants };
  }

  return {
    /**
     * Reserves the upload's place in the account's limits (in the database, so in every process) before
     * anything is read; gives it back when the upload fails in any way.
     */
    async upload(viewer: Viewer, input: UploadInput, use: ImageUse = 'class'): Promise<UploadImageAnswer> {
      const started = now();
      const declared = Math.min(Math.max(input.declaredBytes, 0), IMAGE_MAX_BYTES);
      const reservation = await repository.reserve(
        viewer.id,
        {
          bytes: declared,
          since: new Date(started.getTime() - HOUR_MS),
          now: started,
          expiresAt: new Date(started.getTime() + RESERVATION_MS),
        },
        (usage) => checkUsage(usage, declared, started, true),
      );
      try {
        // Refused before the body is read when the line is full already; checked again once it is read.
        if (encoding.full) throw busy();
        const bytes = await input.read();
        if (!bytes) throw input.missing();
        const format = sniffImageFormat(bytes);
        if (!format) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
        const encoded = await encoding.run(() => reencode(bytes, format, MAX_EDGE[use]));
        const { hash, variants } = await store(encoded);
        const size = encoded.bytes.length + encoded.variants.reduce((sum, v) => sum + v.bytes.length, 0);
        const id = randomBytes(16).toString('hex');
        const at = now();
        await repository.commit(
          reservation,
          {
            id,
            contentType: 'image/webp',
            hash,
            width: encoded.width,
            height: encoded.height,
            ownerId: viewer.id,
            size,
          },
          variants,
          { since: new Date(at.getTime() - HOUR_MS), now: at },
          (usage) => checkUsage(usage, size, at, false),
        );
        return { success: true, data: { display_url: uploadedImagePath(id) } };
      } catch (error) {
        await repository.release(reservation).catch(() => {});
        throw error;
      }
    },

    /** What is served for an upload at one of IMAGE_WIDTHS (its own size when it is not wider). */
    async find(id: string, width?: number): Promise<ServedImage> {
      const key = rememberedKey(id, width);
      const known = remembered.get(key);
      if (known) return known;
      const found = await repository.find(id, width);
      // No hash: stored before pictures became files and not moved yet (the startup step moves them all).
      if (!found?.hash) throw AppError.notFound(serverText('not_found.image'));
      const image = { contentType: found.contentType, hash: found.hash, etag: imageEtag(found.hash) };
      remember(key, image);
      return image;
    },

    /**
     * Waits for a turn to find and open a picture (503 when too many wait); the function it gives back
     * ends the turn, which the caller does once the picture is opened or refused.
     */
    sendingTurn: () => sending.take(),

    /** The bytes of a found picture; a 404 when the picture folder has lost them. */
    async open(image: ServedImage): Promise<OpenedPicture> {
      const opened = await pictures.open(image.hash);
      if (!opened) throw AppError.notFound(serverText('not_found.image'));
      image.size = opened.size;
      return opened;
    },

    /** The bytes of a found picture to send, in one piece when it is small and there is room. */
    async body(image: ServedImage): Promise<PictureBody> {
      const size = image.size;
      if (size === undefined || size > WHOLE_READ_MAX_BYTES || wholeReadsBytes + size > WHOLE_READS_BYTES) {
        const opened = await this.open(image);
        return { ...opened, done: () => {} };
      }
      wholeReadsBytes += size;
      let held = true;
      const done = () => {
        if (held) wholeReadsBytes -= size;
        held = false;
      };
      try {
        const bytes = await pictures.read(image.hash);
        if (!bytes) throw AppError.notFound(serverText('not_found.image'));
        return { size: bytes.length, bytes, done };
      } catch (error) {
        done();
        throw error;
      }
    },

    /** Upload work at this moment, for tests and logs. */
    get encoding() {
      return { running: encoding.running, waiting: encoding.waiting };
    },

    /** The contract lets only our two URL shapes through; an upload's must also name a stored image. */
    async knowsImage(url: string): Promise<boolean> {
      const upload = UPLOADED_IMAGE_PATTERN.exec(url);
      return upload ? repository.exists(upload[1]!) : true;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
