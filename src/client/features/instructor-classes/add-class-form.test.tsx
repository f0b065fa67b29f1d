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

  describe('with a schedule', () => {
    async function fillSchedule(values: { firstDate: string; time: string; days: string[]; zone: string }) {
      const user = userEvent.setup({ applyAccept: false });
      await user.click(screen.getByLabelText(/Set the schedule now/));
      await user.type(screen.getByLabelText('First date'), values.firstDate);
      const time = screen.getByLabelText('Start time');
      await user.clear(time);
      await user.type(time, values.time);
      for (const day of values.days) await user.click(screen.getByLabelText(day));
      const zone = screen.getByLabelText('Time zone');
      await user.clear(zone);
      await user.type(zone, values.zone);
      return user;
    }

    it("previews the sessions in the class's zone and sends the schedule with the class", async () => {
      FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
      const api = fakeFetch((_method, path) =>
        path.endsWith('/schedule-check') ? [200, { clash: null }] : [201, { insertedId: 'new-class' }],
      );
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<AddClassForm instructor={instructor} />);
      const user = await fillSchedule({
        firstDate: '2026-10-12',
        time: '18:00',
        days: ['Monday', 'Wednesday'],
        zone: 'Europe/Madrid',
      });
      await user.selectOptions(screen.getByLabelText('Language'), 'es');
      await user.selectOptions(screen.getByLabelText('Level'), 'B1');
      expect(await screen.findByRole('heading', { name: '10 sessions' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: "In the class's zone (Europe/Madrid)" })).toBeTruthy();
      await fill({ name: 'Spanish B1', price: '80', seats: '12', file: pngFile() });
      expect(await screen.findByText('Class added successfully')).toBeTruthy();
      expect(api.calls.find((call) => call.path === '/api/classes')?.body).toEqual({
        name: 'Spanish B1',
        price: 80,
        availableSeats: 12,
        img: IMAGE_URL,
        language: 'es',
        level: 'B1',
        schedule: {
          firstDate: '2026-10-12',
          days: ['mon', 'wed'],
          startTime: '18:00',
          durationMinutes: 60,
          sessionCount: 10,
          timeZone: 'Europe/Madrid',
          skipDates: [],
        },
      });
    });

    it('refuses a start time the clocks skip before sending anything', async () => {
      const api = fakeFetch(() => [201, { insertedId: 'x' }]);
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<AddClassForm instructor={instructor} />);
      await fillSchedule({ firstDate: '2026-03-23', time: '02:30', days: ['Sunday'], zone: 'Europe/Madrid' });
      expect(
        await screen.findByText(
          /02:30 does not exist on 2026-03-29 in Europe\/Madrid: the clocks move forward/,
        ),
      ).toBeTruthy();
      await fill({ name: 'Spanish', price: '10', seats: '5', file: pngFile() });
      expect(screen.getAllByText(/02:30 does not exist on 2026-03-29/)).toHaveLength(1);
      expect(FakeXhr.sent).toHaveLength(0);
      expect(api.calls).toHaveLength(0);
    });

    it('refuses an unknown time zone inline', async () => {
      renderWithProviders(<AddClassForm instructor={instructor} />);
      await fillSchedule({ firstDate: '2026-10-12', time: '18:00', days: ['Monday'], zone: 'Mars/Olympus' });
      expect(
        await screen.findByText('Time zone must be an IANA time zone such as Europe/Madrid'),
      ).toBeTruthy();
      await fill({ name: 'Spanish', price: '10', seats: '5', file: pngFile() });
      expect(screen.getByLabelText('Time zone').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Time zone must be an IANA time zone such as Europe/Madrid')).toHaveLength(
        1,
      );
      expect(FakeXhr.sent).toHaveLength(0);
    });

    it("shows the server's clash next to the schedule", async () => {
      FakeXhr.respond = (xhr) => xhr.answer(201, { success: true, data: { display_url: IMAGE_URL } });
      const clash =
        'A session on 2026-10-12 overlaps "French A1" on 2026-10-12, a class of the same instructor. Choose another time.';
      // Another class was added after the check said no clash: the submit's 409 is shown.
      const api = fakeFetch((_method, path) =>
        path.endsWith('/schedule-check')
          ? [200, { clash: null }]
          : [409, { error: { code: 'conflict', message: clash } }],
      );
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<AddClassForm instructor={instructor} />);
      await fillSchedule({ firstDate: '2026-10-12', time: '18:00', days: ['Monday'], zone: 'Europe/Madrid' });
      await fill({ name: 'Spanish B1', price: '80', seats: '12', file: pngFile() });
      const message = await screen.findByText(clash);
      expect(message.id).toBe('class-schedule-error');
      expect(screen.getByLabelText<HTMLInputElement>('Course name').value).toBe('Spanish B1');
    });

    it('shows a clash with another class as soon as the schedule has one, and clears it when fixed', async () => {
      const clash =
        'A session on 2026-10-12 overlaps "French A1" on 2026-10-12, a class of the same instructor. Choose another time.';
      const api = fakeFetch((_method, _path, body) => {
        const { schedule } = body as { schedule: { startTime: string } };
        return [
          200,
          {
            clash:
              schedule.startTime === '18:00'
                ? { message: clash, date: '2026-10-12', className: 'French A1' }
                : null,
          },
        ];
      });
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<AddClassForm instructor={instructor} />);
      const user = await fillSchedule({
        firstDate: '2026-10-12',
        time: '18:00',
        days: ['Monday'],
        zone: 'Europe/Madrid',
      });
      expect(await screen.findByText(clash)).toBeTruthy();
      expect(api.calls.every((call) => call.path === '/api/classes/schedule-check')).toBe(true);
      const time = screen.getByLabelText('Start time');
      await user.clear(time);
      await user.type(time, '20:00');
      await waitFor(() => expect(screen.queryByText(clash)).toBeNull());
    });
  });

  it('marks the required fields, the picture included', () => {
    renderWithProviders(<AddClassForm instructor={instructor} />);
    for (const label of ['Course name', 'Price (US$)', 'Available seats', 'Class image']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByLabelText('Description').getAttribute('aria-required')).toBeNull();
    expect(screen.getByText(/are required/)).toBeTruthy();
  });
});
