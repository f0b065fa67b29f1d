import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_FIELD,
  IMAGE_MAX_BYTES,
  imageIdParam,
  imageWidthQuery,
  uploadImageAnswer,
  uploadImageQuery,
} from '#contract/images';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { requireAuth, viewerOf } from '#server/plugins/viewer';
import type { ImagesService } from './images.service.js';

const TOO_BIG = serverText('payload_too_large.image_bytes', { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 });
const NOT_MULTIPART = serverText('unsupported_media_type.multipart');
// Room for the multipart boundaries and part headers around a file of the largest allowed size.
const MAX_REQUEST_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const multipartErrors: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => AppError.payloadTooLarge(TOO_BIG),
  FST_FILES_LIMIT: () =>
    AppError.badRequest(serverText('bad_request.one_image'), { image: serverText('field.one_image') }),
  FST_PARTS_LIMIT: () => AppError.payloadTooLarge(serverText('payload_too_large.form_fields')),
  FST_FIELDS_LIMIT: () => AppError.payloadTooLarge(serverText('payload_too_large.form_fields')),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => AppError.unsupportedMediaType(NOT_MULTIPART),
};

const missingImage = () =>
  AppError.badRequest(serverText('bad_request.no_image'), { image: serverText('field.image_required') });

/** A broken upload is the sender's fault: never a 500. */
function fromMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  const known = code ? multipartErrors[code] : undefined;
  if (known) return known();
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return AppError.badRequest(serverText('bad_request.unreadable_upload'), {
    image: serverText('field.unreadable_image'),
  });
}

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  // Multipart is parsed in this plugin only: every other route keeps to JSON and its 1 MB body limit.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/images',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Upload a picture',
        description:
          '`multipart/form-data` with one file in the field `image` (JPEG, PNG, WebP or GIF, at most 5 MB and 40 megapixels); stored as WebP with smaller widths. `?use=` says what it is for.',
        errors: {
          400: 'no image, more than one, or unreadable',
          413: 'over 5 MB or 40 megapixels, or over the account\u2019s storage',
          415: 'not multipart, or not a picture',
          429: 'too many uploads from this account in the last hour, or more than 2 under way at once',
          503: 'too many pictures waiting to be decoded on the server: try again after Retry-After',
        },
        tags: ['images'],
        consumes: ['multipart/form-data'],
        querystring: uploadImageQuery,
        response: { 201: uploadImageAnswer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const declaredBytes = Number(request.headers['content-length'] ?? 0);
      if (declaredBytes > MAX_REQUEST_BYTES) throw AppError.payloadTooLarge(TOO_BIG);
      if (!request.isMultipart()) {
        throw AppError.unsupportedMediaType(NOT_MULTIPART);
      }
      const read = async () => {
        let bytes: Buffer | undefined;
        try {
          // Reading every part lets the files limit refuse a second file; text fields are ignored.
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== IMAGE_FIELD) throw missingImage();
            // part.filename and part.mimetype are deliberately ignored: the bytes decide.
            bytes = await part.toBuffer();
          }
        } catch (error) {
          throw fromMultipartError(error);
        }
        return bytes;
      };
      const answer = await images.upload(
        viewer,
        { declaredBytes: Number.isFinite(declaredBytes) ? declaredBytes : 0, read, missing: missingImage },
        request.query.use,
      );
      return reply.status(201).send(answer);
    },
  );

  // Served pictures are the same for everyone: no session lookup for each one on a page.
  app.get(
    '/images/:id',
    {
      config: { anonymous: true },
      schema: {
        summary: 'Get a picture',
        description:
          'The WebP bytes, at `?w=` one of the stored widths; a strong ETag (the SHA-256 of the bytes), cached for a year, 304 with a matching `If-None-Match`. HEAD answers the headers alone.',
        errors: {
          404: 'no picture with that id',
          503: 'too many requests for pictures waiting: try again after Retry-After',
        },
        tags: ['images'],
        params: imageIdParam,
        querystring: imageWidthQuery,
      },
    },
    async (request, reply) => {
      const endTurn = await images.sendingTurn();
      let image;
      let body;
      try {
        image = await images.find(request.params.id, request.query.w);
        reply
          .header('etag', image.etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
        // The bytes behind a hash never change: a browser that has this ETag has the picture.
        if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
        if (request.method === 'HEAD') {
          const opened = await images.open(image);
          opened.stream.destroy();
          reply.header('content-type', image.contentType).header('content-length', opened.size);
          // Fastify's HEAD route keeps the Content-Length of a stream (it empties it), not of nothing.
          return reply.send(Readable.from([]));
        }
        body = await images.body(image);
      } finally {
        endTurn();
      }
      reply.raw.once('close', body.done);
      reply.header('content-type', image.contentType).header('content-length', body.size);
      // A small picture goes in one write; a larger one streams from its file, the event loop only passing
      // chunks along, however slowly the client reads.
      return reply.send('bytes' in body ? body.bytes : body.stream);
    },
  );
};

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
