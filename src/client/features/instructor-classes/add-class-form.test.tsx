// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, IMAGE_URL, pngFile } from '#client/testing/fake-xhr.ts';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { AddClassForm } from './add-class-form';

const instructor = { name: 'Ana Martínez', email: 'instructor@example.com' };

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(values: { name?: string; price?: string; seats?: string; file?: File }) {
  const user = userEvent.setup({ applyAccept: false });
  if (values.name) await user.type(screen.getByLabelText('Course name'), values.name);
  if (values.price) await user.type(screen.getByLabelText('Price (US$)'), values.price);
  if (values.seats) await user.type(screen.getByLabelText('Available seats'), values.seats);
  if (values.file) await user.upload(screen.getByLabelText('Class image'), values.file);
  await user.click(screen.getByRole('button', { name: 'Add class' }));
}

describe('the add-class form', () => {
  it('shows the instructor, read-only, and no students yet', () => {
    renderWithProviders(<AddClassForm instructor={instructor} />);
    expect(screen.getByLabelText<HTMLInputElement>('Instructor name').value).toBe('Ana Martínez');
    expect(screen.getByLabelText<HTMLInputElement>('Instructor name').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Instructor email').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Students').value).toBe('0');
  });

  it('asks for every required field and sends nothing', async () => {
    const api = fakeFetch(() => [500, undefined]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AddClassForm instructor={instructor} />);
    await fill({});
    for (const text of [
      'Course name is required',
      'Price is required',
      'Available seats is required',
      'Image is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(FakeXhr.sent).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    renderWithProviders(<AddClassForm instructor={instructor} />);
    await fill({
      name: 'Swahili',
      price: '10',
      seats: '5',
      file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    });
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the image, sends the price as a number and resets the form', async () => {
    FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
    const api = fakeFetch(() => [201, { insertedId: 'new-class' }]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AddClassForm instructor={instructor} />);
    await fill({ name: '  Swahili for Travellers ', price: '49.5', seats: '12', file: pngFile() });
    expect(await screen.findByText('Class added successfully')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/classes',
        body: { name: 'Swahili for Travellers', price: 49.5, availableSeats: 12, img: IMAGE_URL },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Course name').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Price (US$)').value).toBe('');
  });

  it("shows the server's refusal of the image beside the field and creates nothing", async () => {
    FakeXhr.respond = (xhr) =>
      xhr.answer(415, {
        error: {
          code: 'unsupported_media_type',
          message: 'Only JPEG, PNG, WebP and GIF images can be uploaded.',
        },
      });
    const api = fakeFetch(() => [201, { insertedId: 'x' }]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AddClassForm instructor={instructor} />);
    await fill({ name: 'Swahili', price: '10', seats: '5', file: pngFile('fake.png') });
    const messages = await screen.findAllByText('Only JPEG, PNG, WebP and GIF images can be uploaded.');
    // Said once, beside the field: no toast repeats it.
    expect(messages.map((m) => m.id)).toEqual(['class-image-error']);
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's field messages beside their fields", async () => {
    FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
    const api = fakeFetch(() => [
      400,
      { error: { code: 'bad_request', message: 'Invalid name', fields: { name: 'Course name is taken' } } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AddClassForm instructor={instructor} />);
    await fill({ name: 'Swahili', price: '10', seats: '5', file: pngFile() });
    const message = await screen.findByText('Course name is taken');
    expect(message.id).toBe('class-name-error');
    expect(screen.queryByText('Invalid name')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Course name').value).toBe('Swahili');
  });
});
