import { describe, expect, it } from 'vitest';
import type { LanguageClass } from '#contract/classes';
import { addClassForm, editClassForm, formFieldOf, priceField, seatsField } from './class-form';
import { changesOf } from './edit-class-dialog';

const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the class form schema', () => {
  it('parses the price as a decimal number', () => {
    expect(priceField.parse('49.99')).toBe(49.99);
    expect(priceField.parse(' 120 ')).toBe(120);
    expect(priceField.parse('0')).toBe(0);
  });

  it('refuses prices that are empty, negative, too precise or too high', () => {
    expect(messages(priceField.safeParse(''))).toEqual(['Price is required']);
    for (const bad of ['-1', '49.999', '1e3', 'ten', '49,99']) {
      expect(messages(priceField.safeParse(bad))[0]).toMatch(/^Price must be a number/);
    }
    expect(messages(priceField.safeParse('10000.01'))).toEqual(['Price should be at most 10000']);
  });

  it('takes only whole numbers of seats up to the server limit', () => {
    expect(seatsField.parse('12')).toBe(12);
    expect(messages(seatsField.safeParse(''))).toEqual(['Available seats is required']);
    expect(messages(seatsField.safeParse('2.5'))).toEqual(['Available seats must be a whole number']);
    expect(messages(seatsField.safeParse('1001'))).toEqual(['Available seats should be at most 1000']);
  });

  it('requires the course name, at most 120 characters, and the image when adding', () => {
    const result = addClassForm.safeParse({ name: ' ', price: '10', availableSeats: '3', image: null });
    expect(messages(result)).toEqual(['Course name is required', 'Image is required']);
    const long = addClassForm.safeParse({
      name: 'x'.repeat(121),
      price: '10',
      availableSeats: '3',
      image: png(),
    });
    expect(messages(long)).toEqual(['Course name should be at most 120 characters long']);
  });

  it('refuses a picked file that is not a picture', () => {
    const text = new File(['hi'], 'a.txt', { type: 'text/plain' });
    const result = addClassForm.safeParse({ name: 'Swahili', price: '10', availableSeats: '3', image: text });
    expect(messages(result)).toEqual(['Choose a JPEG, PNG, WebP or GIF image.']);
  });

  it('lets an edit keep the current image', () => {
    const result = editClassForm.safeParse({
      name: 'Swahili',
      price: '10',
      availableSeats: '3',
      image: null,
    });
    expect(result.success).toBe(true);
  });

  it("maps the API's field names onto the form's", () => {
    expect(formFieldOf('img')).toBe('image');
    expect(formFieldOf('image')).toBe('image');
    expect(formFieldOf('price')).toBe('price');
    expect(formFieldOf('status')).toBeNull();
  });
});

describe('an edit', () => {
  const item: LanguageClass = {
    _id: 'c1',
    name: 'Swahili',
    price: 25.5,
    img: '/images/classes/french.svg',
    instructor: 'instructor@example.com',
    instructorName: 'Ana',
    availableSeats: 8,
    students: 0,
    status: 'approved',
    feedback: null,
  };

  it('sends only the fields that changed', () => {
    expect(changesOf(item, { name: 'Swahili', price: 25.5, availableSeats: 8, image: null })).toEqual({});
    expect(changesOf(item, { name: 'Swahili II', price: 25.5, availableSeats: 9, image: null })).toEqual({
      name: 'Swahili II',
      availableSeats: 9,
    });
    expect(
      changesOf(item, { name: 'Swahili', price: 30, availableSeats: 8, image: png() }, '/api/images/x'),
    ).toEqual({ price: 30, img: '/api/images/x' });
  });

  const details = {
    language: 'es',
    level: 'B1',
    description: 'Conversation.',
    format: 'online',
    meetingLink: 'https://meet.example.com/b1',
    address: '',
    firstDate: '2026-10-12',
    days: ['mon', 'wed'],
    startTime: '18:00',
    durationMinutes: '90',
    sessionCount: '10',
    timeZone: 'Europe/Madrid',
    skipDates: [],
  };
  const scheduled: LanguageClass = {
    ...item,
    language: 'es',
    level: 'B1',
    description: 'Conversation.',
    format: 'online',
    schedule: {
      firstDate: '2026-10-12',
      days: ['mon', 'wed'],
      startTime: '18:00',
      durationMinutes: 90,
      sessionCount: 10,
      timeZone: 'Europe/Madrid',
      skipDates: [],
    },
  };
  const base = { name: 'Swahili', price: 25.5, availableSeats: 8, image: null };

  it('sends language, level, format and schedule only when they changed', () => {
    const values = { ...base, ...details, hasSchedule: true };
    expect(changesOf(scheduled, values, undefined, 'https://meet.example.com/b1')).toEqual({});
    expect(
      changesOf(
        scheduled,
        { ...values, level: 'B2', startTime: '19:00' },
        undefined,
        'https://meet.example.com/b1',
      ),
    ).toEqual({ level: 'B2', schedule: { ...scheduled.schedule, startTime: '19:00' } });
    expect(
      changesOf(scheduled, { ...values, format: 'in-person', address: ' Calle Mayor 1 ' }, undefined, 'x'),
    ).toEqual({ format: { kind: 'in-person', address: 'Calle Mayor 1' } });
  });

  it('clears a schedule switched off, and leaves a locked one alone', () => {
    expect(
      changesOf(
        scheduled,
        { ...base, ...details, hasSchedule: false },
        undefined,
        'https://meet.example.com/b1',
      ),
    ).toEqual({
      schedule: null,
    });
    expect(
      changesOf(
        scheduled,
        { ...base, ...details, startTime: '07:00', hasSchedule: undefined },
        undefined,
        'https://meet.example.com/b1',
      ),
    ).toEqual({});
  });
});
