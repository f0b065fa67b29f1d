import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import { images, imageVariants } from '#server/db/schema';
import { multipartBody, type Part } from '#server/testing/multipart';
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_SESSION_SECRET,
  type TestContext,
  type TestUser,
} from '#server/testing/test-app';
import { contentKey, createFilePictureStore } from './picture-store.js';

let ctx: TestContext;
const picturesDir = mkdtempSync(path.join(tmpdir(), 'stw-images-routes-'));
const pictureStore = createFilePictureStore(picturesDir);
beforeAll(async () => {
  ctx = await createTestApp({ pictureStore });
});
afterAll(async () => {
  await ctx.close();
  rmSync(picturesDir, { recursive: true, force: true });
});
beforeEach(() => ctx.store.reset());

function upload(who: TestUser | undefined, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...(who ? who.headers : { origin: TEST_ORIGIN }), 'content-type': contentType },
    payload,
  });
}

const imageFile = (data: Buffer | string, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'image',
  filename,
  type,
  data,
});

const canvas = (width = 40, height = 20, background = { r: 200, g: 30, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims the given size; its pixel data is a few bytes of nothing. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchUpload(displayUrl: string) {
  const res = await ctx.app.inject({ method: 'GET', url: displayUrl });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('POST /api/images', () => {
  it('accepts small JPEG, PNG, WebP and GIF images and serves each back re-encoded as WebP', async () => {
    const user = await ctx.createUser();
    const samples: [string, Buffer][] = [
      ['jpeg', await canvas().jpeg().toBuffer()],
      ['png', await canvas().png().toBuffer()],
      ['webp', await canvas().webp().toBuffer()],
      ['gif', await canvas().gif().toBuffer()],
    ];
    for (const [format, bytes] of samples) {
      // The declared type is wrong on purpose: only the bytes count.
      const res = await upload(user, [imageFile(bytes, `picture.${format}`, 'application/octet-stream')]);
      expect(res.statusCode, format).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.display_url).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);

      const served = await fetchUpload(body.data.display_url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 40, height: 20 });
    }
    const rows = await ctx.store.db.select({ ownerId: images.ownerId }).from(images);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.ownerId === user.id)).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation and drops every piece of metadata', async () => {
    const user = await ctx.createUser();
    const photo = await canvas()
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'secret-comment', Artist: 'Someone Private' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(photo.includes('secret-comment')).toBe(true);

    const res = await upload(user, [imageFile(photo, 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(201);
    const served = await fetchUpload(res.json().data.display_url);
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes('secret-comment')).toBe(false);
    expect(served.rawPayload.includes('Someone Private')).toBe(false);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const user = await ctx.createUser();
    const frames = [
      await canvas().png().toBuffer(),
      await canvas(40, 20, { r: 0, g: 0, b: 255 }).png().toBuffer(),
    ];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const res = await upload(user, [imageFile(animated, 'moving.gif', 'image/gif')]);
    expect(res.statusCode).toBe(201);
    const served = await fetchUpload(res.json().data.display_url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 40, height: 20 });
    expect(meta.pages ?? 1).toBe(1);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });

  it('ignores a path-like file name and stores the image under an id of its own', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    for (const filename of ['../../etc/passwd.png', '/etc/passwd', '..\\..\\windows\\win.ini', '']) {
      const res = await upload(user, [imageFile(png, filename)]);
      expect(res.statusCode, filename).toBe(201);
      const url: string = res.json().data.display_url;
      expect(url).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
    }
    const rows = await ctx.store.db.select({ id: images.id }).from(images);
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.id))).toBe(true);
    const text = await upload(user, [imageFile('root:x:0:0:root:/root:/bin/bash\n', '../../etc/passwd.png')]);
    expect(text.statusCode).toBe(415);
  });

  it('refuses text, HTML and SVG whatever they are called, with 415', async () => {
    const user = await ctx.createUser();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
    const hostile: Part[] = [
      imageFile('just some text', 'notes.png', 'image/png'),
      imageFile('<!doctype html><html><script>alert(1)</script></html>', 'page.png', 'image/png'),
      imageFile(svg, 'drawing.svg', 'image/svg+xml'),
      imageFile(svg, 'drawing.png', 'image/png'),
      imageFile(`GIF89a<script>alert(1)</script>`, 'polyglot.gif', 'image/gif'),
      imageFile(Buffer.concat([pngDeclaring(10, 10).subarray(0, 16), randomBytes(200)]), 'broken.png'),
      imageFile(await canvas().tiff().toBuffer(), 'scan.tiff', 'image/tiff'),
    ];
    for (const part of hostile) {
      const res = await upload(user, [part]);
      expect(res.statusCode, part.filename).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
      expect(res.json().error.message).toContain('JPEG, PNG, WebP and GIF');
    }
    expect(await ctx.store.db.select({ id: images.id }).from(images)).toHaveLength(0);
  });

  it('refuses a 12 MB file, and one just over 5 MB, with 413', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    for (const size of [12 * 1024 * 1024, 5 * 1024 * 1024 + 10 * 1024]) {
      const big = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const res = await upload(user, [imageFile(big, 'big.png')]);
      expect(res.statusCode, String(size)).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'payload_too_large' });
      expect(res.json().error.message).toContain('5 MB');
    }
    expect(await ctx.store.db.select({ id: images.id }).from(images)).toHaveLength(0);
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    const user = await ctx.createUser();
    const bomb = pngDeclaring(10000, 10000);
    expect((await sharp(bomb).metadata()).width).toBe(10000);
    const res = await upload(user, [imageFile(bomb, 'bomb.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain('40 megapixels');
  });

  it('asks for the image field when it is missing', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    for (const parts of [
      [{ name: 'caption', data: 'hello' }],
      [{ name: 'file', filename: 'a.png', type: 'image/png', data: png }],
      [],
    ]) {
      const res = await upload(user, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('image');
    }
  });

  it('takes one image per request', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    const res = await upload(user, [imageFile(png, 'a.png'), imageFile(png, 'b.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('image');
    const many = await upload(user, [
      ...Array.from({ length: 8 }, (_, i) => ({ name: `note${i}`, data: 'x' })),
      imageFile(png),
    ]);
    expect(many.statusCode).toBe(413);
    expect(await ctx.store.db.select({ id: images.id }).from(images)).toHaveLength(0);
    const withCaption = await upload(user, [{ name: 'caption', data: 'hello' }, imageFile(png)]);
    expect(withCaption.statusCode).toBe(201);
  });

  it('refuses a JSON body or no body with 415', async () => {
    const user = await ctx.createUser();
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: user.headers,
      payload: { image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/images', headers: user.headers });
    expect(empty.statusCode).toBe(415);
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...user.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('image');
  });

  it('refuses visitors with 401 and other sites with 403', async () => {
    const png = await canvas().png().toBuffer();
    const res = await upload(undefined, [imageFile(png)]);
    expect(res.statusCode).toBe(401);
    const user = await ctx.createUser();
    const { payload, contentType } = multipartBody([imageFile(png)]);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': contentType },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('leaves JSON routes without multipart parsing', async () => {
    const { payload, contentType } = multipartBody([{ name: 'email', data: 'a@example.com' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/images/:id', () => {
  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/images/not-an-id' });
    expect(bad.statusCode).toBe(400);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(400);
  });

  it('serves an upload to visitors too, without a session', async () => {
    const user = await ctx.createUser();
    const res = await upload(user, [imageFile(await canvas().png().toBuffer())]);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().data.display_url });
    expect(served.statusCode).toBe(200);
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });
});

describe('pictures sent a few pieces at a time', () => {
  it('keeps requests past the ones being served waiting their turn, and refuses past the line with 503', async () => {
    const small = await createTestApp({ imageSending: { concurrency: 1, waiting: 1 } });
    try {
      const user = await small.createUser();
      const { payload, contentType } = multipartBody([imageFile(await canvas().png().toBuffer())]);
      const uploaded = await small.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const url: string = uploaded.json().data.display_url;
      const answers = await Promise.all([1, 2, 3].map(() => small.app.inject({ method: 'GET', url })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503]);
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().error.message).toMatch(/busy with other pictures/);
      // Every turn was given back, by answers of every kind: the next requests are all served.
      const unknown = await small.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}` });
      expect(unknown.statusCode).toBe(404);
      const etag = answers.find((a) => a.statusCode === 200)!.headers.etag as string;
      const again = await small.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      for (let i = 0; i < 3; i++)
        expect((await small.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('serving uploads small, from files', () => {
  async function uploaded(bytes: Buffer, query = '') {
    const user = await ctx.createUser();
    const { payload, contentType } = multipartBody([imageFile(bytes)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/images${query}`,
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.display_url as string;
  }

  it('scales a class picture to fit 1280 px and a profile photo to fit 512 px', async () => {
    const wide = await canvas(3000, 1000).png().toBuffer();
    const asClass = await sharp((await fetchUpload(await uploaded(wide))).rawPayload).metadata();
    expect(asClass).toMatchObject({ width: 1280, height: 427 });
    const photo = await uploaded(wide, '?use=photo');
    expect(await sharp((await fetchUpload(photo)).rawPayload).metadata()).toMatchObject({
      width: 512,
      height: 171,
    });
    const unknownUse = await upload(await ctx.createUser(), [imageFile(wide)]);
    expect(unknownUse.statusCode).toBe(201);
    const user = await ctx.createUser();
    const { payload, contentType } = multipartBody([imageFile(wide)]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/images?use=banner',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');
  });

  it('serves each smaller width at ?w=, made once at upload, and the picture itself where it is not wider', async () => {
    const url = await uploaded(await canvas(2000, 1000).png().toBuffer());
    const id = url.split('/').pop()!;
    const variants = await ctx.store.db
      .select({ width: imageVariants.width, height: imageVariants.height })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, id));
    expect(variants.sort((a, b) => a.width - b.width)).toEqual([
      { width: 96, height: 48 },
      { width: 192, height: 96 },
      { width: 400, height: 200 },
      { width: 800, height: 400 },
    ]);
    for (const width of [96, 192, 400, 800]) {
      const served = await fetchUpload(`${url}?w=${width}`);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['etag']).toBe(`"${contentKey(served.rawPayload)}"`);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height: width / 2 });
    }
    const small = await uploaded(await canvas(150, 100).png().toBuffer());
    expect(await sharp((await fetchUpload(`${small}?w=192`)).rawPayload).metadata()).toMatchObject({
      width: 150,
      height: 100,
    });
    expect(await sharp((await fetchUpload(`${small}?w=96`)).rawPayload).metadata()).toMatchObject({
      width: 96,
      height: 64,
    });
    for (const w of ['100', '0', '-96', 'abc', '96.5', '1e9']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}?w=${w}` });
      expect(res.statusCode, w).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });

  it('answers 304 with no body to a browser that has the picture, by its ETag', async () => {
    const url = await uploaded(await canvas(200, 100).png().toBuffer());
    const first = await fetchUpload(url);
    const etag = first.headers['etag'] as string;
    expect(etag).toBe(`"${contentKey(first.rawPayload)}"`);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
    const other = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    const otherWidth = await ctx.app.inject({
      method: 'GET',
      url: `${url}?w=96`,
      headers: { 'if-none-match': etag },
    });
    expect(otherWidth.statusCode).toBe(200);
  });

  it('streams a picture from its file in the picture folder, answers HEAD with its headers alone, and 404 without its file', async () => {
    const url = await uploaded(await canvas(300, 200).png().toBuffer());
    const served = await fetchUpload(url);
    const key = contentKey(served.rawPayload);
    const file = path.join(picturesDir, key.slice(0, 2), `${key}.webp`);
    expect(existsSync(file)).toBe(true);
    const [row] = await ctx.store.db
      .select()
      .from(images)
      .where(eq(images.id, url.split('/').pop()!));
    expect(row).toMatchObject({ hash: key, bytes: null });
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.headers['etag']).toBe(`"${key}"`);
    expect(head.headers['content-type']).toBe('image/webp');
    rmSync(file);
    for (const method of ['GET', 'HEAD'] as const) {
      const gone = await ctx.app.inject({ method, url });
      expect(gone.statusCode, method).toBe(404);
      if (method === 'GET') expect(gone.json().error).toMatchObject({ code: 'not_found' });
    }
    // A browser that has it keeps it: the ETag is known without the file.
    const cached = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${key}"` } });
    expect(cached.statusCode).toBe(304);
  });

  it('stores the same bytes once, however many uploads send them', async () => {
    const bytes = await canvas(30, 30, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const first = await fetchUpload(await uploaded(bytes));
    const second = await fetchUpload(await uploaded(bytes));
    expect(second.headers['etag']).toBe(first.headers['etag']);
  });
});

describe('per-account upload limits', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildApp({
      store: ctx.store,
      trustedOrigins: [TEST_ORIGIN],
      sessionSecret: TEST_SESSION_SECRET,
      imageUploadLimits: { perHour: 2, bytesPerAccount: 2000 },
    });
    await limited.ready();
  });
  afterAll(() => limited.close());

  function uploadTo(who: TestUser, bytes: Buffer) {
    const { payload, contentType } = multipartBody([imageFile(bytes)]);
    return limited.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...who.headers, 'content-type': contentType },
      payload,
    });
  }

  it('refuses an upload past the hourly count with 429, a clear message and Retry-After', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    expect((await uploadTo(user, png)).statusCode).toBe(201);
    expect((await uploadTo(user, png)).statusCode).toBe(201);
    const third = await uploadTo(user, png);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatchObject({ code: 'too_many_requests' });
    expect(third.json().error.message).toMatch(/at most 2 images an hour: try again in \d+ minutes/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    const someoneElse = await ctx.createUser();
    expect((await uploadTo(someoneElse, png)).statusCode).toBe(201);
  });

  it('counts uploads sent at the same time one after another', async () => {
    const user = await ctx.createUser();
    const png = await canvas().png().toBuffer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadTo(user, png)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    const rows = await ctx.store.db.select({ id: images.id }).from(images).where(eq(images.ownerId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses an upload that would take the account past its bytes with 413 and stores nothing', async () => {
    const user = await ctx.createUser();
    const noisy = await sharp(randomBytes(120 * 120 * 3), { raw: { width: 120, height: 120, channels: 3 } })
      .png()
      .toBuffer();
    const res = await uploadTo(user, noisy);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large' });
    expect(res.json().error.message).toContain(
      'Your images already take 0 KB of the 2 KB each account may use: there is no room for this one',
    );
    expect(await ctx.store.db.select({ id: images.id }).from(images)).toHaveLength(0);
  });
});
