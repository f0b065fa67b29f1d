import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { imageUploadReservations, images, users } from '#server/db/schema';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import type { Viewer } from '#server/viewer';
import { createImagesRepository } from './images.repository.js';
import { createImagesService, type ImagesServiceOptions } from './images.service.js';
import { createMemoryPictureStore, type PictureStore } from './picture-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
beforeEach(() => store.reset());

async function account(): Promise<Viewer> {
  const id = randomBytes(8).toString('hex');
  await store.db.insert(users).values({ id, name: 'Uploader', email: `${id}@example.com` });
  return { id } as Viewer;
}

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .png()
    .toBuffer();

function serviceWith(
  options: ImagesServiceOptions = {},
  pictures: PictureStore = createMemoryPictureStore(),
) {
  return createImagesService(createImagesRepository(store.db), pictures, {
    limits: { perHour: 30, bytesPerAccount: 10 * 1024 * 1024, atOnce: 2 },
    ...options,
  });
}

/** An upload whose body arrives when `arrive` is called (or fails with `fail`). */
function heldUpload(bytes: Buffer | Promise<Buffer>) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const read = vi.fn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        arrive = () => void Promise.resolve(bytes).then(resolve);
        fail = reject;
      }),
  );
  return {
    input: { declaredBytes: 1000, read, missing: () => new Error('missing') },
    read,
    arrive: () => arrive(),
    fail: (error: Error) => fail(error),
  };
}

const reservations = (ownerId: string) =>
  store.db.select().from(imageUploadReservations).where(eq(imageUploadReservations.ownerId, ownerId));
const stored = (ownerId: string) => store.db.select().from(images).where(eq(images.ownerId, ownerId));

describe('upload reservations', () => {
  it('holds a place before the body is read and turns it into the stored picture', async () => {
    const viewer = await account();
    const service = serviceWith();
    const upload = heldUpload(png());
    const done = service.upload(viewer, upload.input);
    await vi.waitFor(() => expect(upload.read).toHaveBeenCalled());
    expect(await reservations(viewer.id)).toHaveLength(1);
    upload.arrive();
    expect((await done).data.display_url).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
    expect(await reservations(viewer.id)).toHaveLength(0);
    const [row] = await stored(viewer.id);
    expect(row).toMatchObject({ bytes: null, contentType: 'image/webp' });
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the place back when the image is bad, the connection drops, or the picture cannot be stored', async () => {
    const viewer = await account();
    const bad = serviceWith();
    await expect(
      bad.upload(viewer, { ...heldUpload(Buffer.alloc(0)).input, read: async () => Buffer.from('text') }),
    ).rejects.toMatchObject({ statusCode: 415 });
    const dropped = heldUpload(png());
    const aborted = bad.upload(viewer, dropped.input);
    await vi.waitFor(() => expect(dropped.read).toHaveBeenCalled());
    dropped.fail(new Error('aborted'));
    await expect(aborted).rejects.toThrow('aborted');
    const broken = serviceWith(
      {},
      { ...createMemoryPictureStore(), put: async () => Promise.reject(new Error('disk full')) },
    );
    await expect(broken.upload(viewer, { ...heldUpload(png()).input, read: png })).rejects.toThrow(
      'disk full',
    );
    const missing = serviceWith();
    await expect(
      missing.upload(viewer, { ...heldUpload(png()).input, read: async () => undefined }),
    ).rejects.toThrow('missing');
    expect(await reservations(viewer.id)).toHaveLength(0);
    expect(await stored(viewer.id)).toHaveLength(0);
  });

  it('refuses a third upload under way from one account with 429 before reading it; others are not held up', async () => {
    const viewer = await account();
    const service = serviceWith();
    const first = heldUpload(png());
    const second = heldUpload(png());
    const running = [service.upload(viewer, first.input), service.upload(viewer, second.input)];
    await vi.waitFor(() => [first, second].forEach((u) => expect(u.read).toHaveBeenCalled()));
    const third = heldUpload(png());
    await expect(service.upload(viewer, third.input)).rejects.toMatchObject({
      statusCode: 429,
      retryAfter: 10,
      message: expect.stringContaining('already uploading 2 images'),
    });
    expect(third.read).not.toHaveBeenCalled();
    const someoneElse = await account();
    await expect(
      service.upload(someoneElse, { ...heldUpload(png()).input, read: png }),
    ).resolves.toBeTruthy();
    first.arrive();
    second.arrive();
    await Promise.all(running);
    await expect(service.upload(viewer, { ...third.input, read: png })).resolves.toBeTruthy();
    expect(await stored(viewer.id)).toHaveLength(3);
  });

  it('counts uploads under way against the hourly limit, so a burst stores no more than it allows', async () => {
    const viewer = await account();
    const service = serviceWith({ limits: { perHour: 3, bytesPerAccount: 10 * 1024 * 1024, atOnce: 50 } });
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.upload(viewer, { ...heldUpload(png()).input, read: png })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    const refused = answers
      .filter((a) => a.status === 'rejected')
      .map((a) => (a as PromiseRejectedResult).reason);
    expect(refused.every((r) => r.statusCode === 429 && /at most 3 images an hour/.test(r.message))).toBe(
      true,
    );
    expect(await stored(viewer.id)).toHaveLength(3);
  });

  it('holds the declared size against the storage before reading, and the real size once known', async () => {
    const viewer = await account();
    const service = serviceWith({ limits: { perHour: 30, bytesPerAccount: 5000, atOnce: 2 } });
    const big = heldUpload(png());
    await expect(service.upload(viewer, { ...big.input, declaredBytes: 6000 })).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(big.read).not.toHaveBeenCalled();
    expect(await reservations(viewer.id)).toHaveLength(0);
  });

  it('stops counting a reservation left by a killed process after five minutes', async () => {
    const viewer = await account();
    let clock = new Date('2026-03-01T10:00:00Z');
    const service = serviceWith({ now: () => clock });
    const left = [heldUpload(png()), heldUpload(png())];
    for (const upload of left) void service.upload(viewer, upload.input).catch(() => {});
    await vi.waitFor(() => left.forEach((u) => expect(u.read).toHaveBeenCalled()));
    await expect(service.upload(viewer, heldUpload(png()).input)).rejects.toMatchObject({ statusCode: 429 });
    clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1000);
    await expect(service.upload(viewer, { ...heldUpload(png()).input, read: png })).resolves.toBeTruthy();
    expect(await reservations(viewer.id)).toHaveLength(0);
  });
});

describe('the decoding line', () => {
  it('answers 503 with Retry-After when it is full, before reading the body, and gives the place back', async () => {
    const viewer = await account();
    const others = await Promise.all([account(), account()]);
    const service = serviceWith({ encoding: { concurrency: 1, waiting: 1 } });
    const slow = sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const busy = others.map(() => heldUpload(slow));
    const running = others.map((other, i) => service.upload(other, busy[i]!.input));
    await vi.waitFor(() => busy.forEach((b) => expect(b.read).toHaveBeenCalled()));
    busy.forEach((b) => b.arrive());
    await vi.waitFor(() => expect(service.encoding).toEqual({ running: 1, waiting: 1 }), { timeout: 10_000 });
    const refused = heldUpload(png());
    await expect(service.upload(viewer, refused.input)).rejects.toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      retryAfter: 5,
    });
    expect(refused.read).not.toHaveBeenCalled();
    expect(await reservations(viewer.id)).toHaveLength(0);
    await Promise.all(running);
    await vi.waitFor(() => expect(service.encoding).toEqual({ running: 0, waiting: 0 }));
  }, 60_000);
});

describe('serving', () => {
  it('finds a picture by id and width, with the SHA-256 of its bytes as a strong ETag, and 404 for an unknown id', async () => {
    const viewer = await account();
    const pictures = createMemoryPictureStore();
    const service = serviceWith({}, pictures);
    const wide = await sharp({ create: { width: 500, height: 100, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { data } = await service.upload(viewer, { ...heldUpload(wide).input, read: async () => wide });
    const id = data.display_url.split('/').pop()!;
    const full = await service.find(id);
    const small = await service.find(id, 96);
    const notMade = await service.find(id, 800);
    expect(full.etag).toBe(`"${full.hash}"`);
    expect(small.hash).not.toBe(full.hash);
    expect(notMade.hash).toBe(full.hash);
    expect(pictures.keys().sort()).toEqual(
      [full.hash, small.hash, (await service.find(id, 192)).hash, (await service.find(id, 400)).hash].sort(),
    );
    expect((await service.open(small)).size).toBeGreaterThan(0);
    await expect(service.find('0'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
    await pictures.delete(full.hash);
    await expect(service.open(full)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('sends a picture it has opened once in one piece, byte for byte, and gives back the room it held', async () => {
    const viewer = await account();
    const pictures = createMemoryPictureStore();
    const service = serviceWith({}, pictures);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const { data } = await service.upload(viewer, { ...heldUpload(png).input, read: async () => png });
    const id = data.display_url.split('/').pop()!;
    const first = await service.body(await service.find(id));
    // Its length is not known before its first opening: it streams.
    expect('stream' in first).toBe(true);
    const streamed = 'stream' in first ? await buffer(first.stream) : Buffer.alloc(0);
    first.done();
    const again = await service.body(await service.find(id));
    expect('bytes' in again && again.bytes.equals(streamed)).toBe(true);
    expect(again.size).toBe(streamed.length);
    again.done();
    again.done();
    // A picture whose bytes the store has lost is a 404 in one piece too, and holds nothing afterwards.
    await pictures.delete((await service.find(id)).hash);
    await expect(service.body(await service.find(id))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('remembers which bytes an id names, so serving a picture again asks the database nothing', async () => {
    const viewer = await account();
    const repository = createImagesRepository(store.db);
    const service = createImagesService(repository, createMemoryPictureStore());
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#789' } })
      .png()
      .toBuffer();
    const { data } = await service.upload(viewer, { ...heldUpload(png).input, read: async () => png });
    const id = data.display_url.split('/').pop()!;
    const find = vi.spyOn(repository, 'find');
    const first = await service.find(id, 96);
    const second = await service.find(id, 96);
    expect(second).toEqual(first);
    expect(find).toHaveBeenCalledTimes(1);
    // An unknown id is asked again every time: it may be uploaded later.
    await expect(service.find('1'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.find('1'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
    expect(find).toHaveBeenCalledTimes(3);
  });
});
