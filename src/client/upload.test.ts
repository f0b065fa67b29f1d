// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '#contract/images';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { FakeXhr, IMAGE_URL, pngFile } from './testing/fake-xhr';
import {
  IMAGE_SIZE_PROBLEM,
  IMAGE_TYPE_PROBLEM,
  imageFileProblem,
  uploadImage,
  uploadProblem,
} from './upload';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('the image upload helper', () => {
  it('refuses another type of file before sending anything, as the server would (415)', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const error = await uploadImage(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: IMAGE_TYPE_PROBLEM });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses an image over 5 MB before sending anything (413)', async () => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(imageFileProblem(big)).toBe(IMAGE_SIZE_PROBLEM);
    await expect(uploadImage(big)).rejects.toMatchObject({ status: 413, message: IMAGE_SIZE_PROBLEM });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('accepts an image of exactly 5 MB', () => {
    const edge = new File([new Uint8Array(IMAGE_MAX_BYTES)], 'edge.webp', { type: 'image/webp' });
    expect(imageFileProblem(edge)).toBeNull();
  });

  it('posts the file in the field image, reports progress and answers the display_url', async () => {
    FakeXhr.respond = (xhr) => {
      xhr.progress(50, 100);
      xhr.progress(100, 100);
      xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
    };
    const progress: number[] = [];
    const file = pngFile();
    await expect(uploadImage(file, { onProgress: (p) => progress.push(p) })).resolves.toBe(IMAGE_URL);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/images' });
    expect((xhr!.body as FormData).get('image')).toBeInstanceOf(File);
    expect(progress).toEqual([0.5, 1]);
  });

  it('asks the server to keep a profile photo smaller than a class picture', async () => {
    FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
    await uploadImage(pngFile(), { use: 'photo' });
    await uploadImage(pngFile(), { use: 'class' });
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual(['/api/images?use=photo', '/api/images']);
  });

  it('shows the per-account limits as the server words them', async () => {
    const message = 'You can upload at most 30 images an hour: try again in 12 minutes.';
    FakeXhr.respond = (xhr) => xhr.answer(429, { error: { code: 'too_many_requests', message } });
    const error = await uploadImage(pngFile()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect(uploadProblem(error)).toBe(message);
  });

  it("turns the server's error shape into an ApiError with its message", async () => {
    FakeXhr.respond = (xhr) =>
      xhr.answer(415, {
        error: {
          code: 'unsupported_media_type',
          message: 'Only JPEG, PNG, WebP and GIF images can be uploaded.',
        },
      });
    const error = await uploadImage(pngFile()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    expect(uploadProblem(error)).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded.');
  });

  it('prefers the message about the image field when the server names it', async () => {
    FakeXhr.respond = (xhr) =>
      xhr.answer(400, {
        error: {
          code: 'bad_request',
          message: 'Choose an image to upload.',
          fields: { image: 'Image is required' },
        },
      });
    expect(uploadProblem(await uploadImage(pngFile()).catch((e: unknown) => e))).toBe('Image is required');
  });

  it('keeps the status of an error page that is not JSON', async () => {
    FakeXhr.respond = (xhr) => xhr.answer(413, '<html>Request Entity Too Large</html>');
    await expect(uploadImage(pngFile())).rejects.toMatchObject({ status: 413, code: 'http_error' });
  });

  it('refuses an answer without a display_url', async () => {
    FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: {} });
    await expect(uploadImage(pngFile())).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('hands a 401 to the sign-out handler, like every other call', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    FakeXhr.respond = (xhr) =>
      xhr.answer(401, { error: { code: 'unauthorized', message: 'Please log in first.' } });
    await expect(uploadImage(pngFile())).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith(401);
  });

  it('reports a network failure readably', async () => {
    FakeXhr.respond = (xhr) => xhr.fail();
    const error = await uploadImage(pngFile()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(uploadProblem(error)).toMatch(/Could not reach the server/);
  });

  it('stops the upload when its signal aborts', async () => {
    const controller = new AbortController();
    FakeXhr.respond = () => controller.abort();
    const error = await uploadImage(pngFile(), { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(uploadProblem(error)).toBe('The upload was cancelled.');
  });
});
