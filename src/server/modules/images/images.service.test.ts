import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '#server/errors';
import type { ImagesRepository } from './images.repository.js';
import { createImagesService } from './images.service.js';

const id = (n: number) => n.toString(16).padStart(32, '0');

function fakeRepository(stored: Map<string, Buffer>) {
  return {
    find: vi.fn(async (key: string) => {
      const bytes = stored.get(key);
      return bytes ? { contentType: 'image/webp', bytes } : null;
    }),
    findVariant: vi.fn(async (key: string, width: number) => {
      const bytes = stored.get(`${key}-${width}`);
      return bytes ? { bytes } : null;
    }),
  };
}

function serviceOver(stored: Map<string, Buffer>, cacheBytes = 1024 * 1024) {
  const repository = fakeRepository(stored);
  const service = createImagesService(repository as unknown as ImagesRepository, { cacheBytes });
  return { repository, service };
}

describe('serving uploads', () => {
  it('reads the store once for a picture, however many ask for it and whenever', async () => {
    const { repository, service } = serviceOver(new Map([[id(1), Buffer.from('picture')]]));
    const first = await Promise.all(Array.from({ length: 10 }, () => service.find(id(1))));
    const later = await service.find(id(1));
    expect(later.bytes.toString()).toBe('picture');
    expect(first.every((image) => image.bytes === later.bytes)).toBe(true);
    expect(repository.find).toHaveBeenCalledTimes(1);
  });

  it('reads each width once, and the picture itself for a width it was not made in', async () => {
    const stored = new Map([
      [id(1), Buffer.from('full')],
      [`${id(1)}-96`, Buffer.from('small')],
    ]);
    const { repository, service } = serviceOver(stored);
    for (let i = 0; i < 3; i++) {
      expect((await service.find(id(1), 96)).bytes.toString()).toBe('small');
      expect((await service.find(id(1), 800)).bytes.toString()).toBe('full');
    }
    expect(repository.findVariant).toHaveBeenCalledTimes(2);
    expect(repository.find).toHaveBeenCalledTimes(1);
  });

  it('does not remember an unknown id', async () => {
    const stored = new Map<string, Buffer>();
    const { repository, service } = serviceOver(stored);
    await expect(service.find(id(2))).rejects.toMatchObject({ statusCode: 404 } satisfies Partial<AppError>);
    stored.set(id(2), Buffer.from('arrived'));
    expect((await service.find(id(2))).bytes.toString()).toBe('arrived');
    expect(repository.find).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size in bytes, dropping the least recently used picture first', async () => {
    const stored = new Map(Array.from({ length: 6 }, (_, n) => [id(n), Buffer.alloc(20, n)] as const));
    const { repository, service } = serviceOver(stored, 100);
    for (let n = 0; n < 5; n++) await service.find(id(n));
    await service.find(id(0));
    await service.find(id(5));
    repository.find.mockClear();
    await service.find(id(0));
    await service.find(id(5));
    expect(repository.find).not.toHaveBeenCalled();
    await service.find(id(1));
    expect(repository.find).toHaveBeenCalledWith(id(1));
  });
});
