import { describe, expect, it } from 'vitest';
import type { LanguageClass } from '#contract/classes';
import {
  classListQuery,
  classFacetsRequest,
  filterClasses,
  readClassListView,
  writeClassListView,
} from './class-list-view';

function languageClass(name: string, fields: Partial<LanguageClass> = {}): LanguageClass {
  return {
    _id: name.toLowerCase().replaceAll(' ', '-'),
    name,
    price: 50,
    img: '/images/classes/spanish.svg',
    instructor: 'someone@example.com',
    instructorName: 'Someone',
    availableSeats: 5,
    students: 5,
    status: 'approved',
    feedback: null,
    ...fields,
  };
}

const classes = [
  languageClass('Spanish for Beginners', { price: 49.99, students: 18, instructorName: 'Ana Martínez' }),
  languageClass('Conversational Spanish', { price: 79, students: 20, availableSeats: 0 }),
  languageClass('Business Japanese', { price: 120, students: 4, instructorName: 'Kenji Sato' }),
  languageClass('French for Travellers', { price: 0, students: 9 }),
  languageClass('Czech Survival Phrases', { price: 29, students: 9, instructorName: 'Eva Nováková' }),
];

const names = (list: LanguageClass[]) => list.map((c) => c.name);
const everything = { search: '', onlyWithSeats: false, sort: 'popular' } as const;

describe('filtering and sorting the classes list', () => {
  it('puts the classes with the most students first, ties by name', () => {
    expect(names(filterClasses(classes, everything))).toEqual([
      'Conversational Spanish',
      'Spanish for Beginners',
      'Czech Survival Phrases',
      'French for Travellers',
      'Business Japanese',
    ]);
  });

  it('sorts by price up and down', () => {
    const up = filterClasses(classes, { ...everything, sort: 'price-asc' }).map((c) => c.price);
    const down = filterClasses(classes, { ...everything, sort: 'price-desc' }).map((c) => c.price);
    expect(up).toEqual([0, 29, 49.99, 79, 120]);
    expect(down).toEqual([120, 79, 49.99, 29, 0]);
  });

  it('finds classes by language or class name, ignoring case and accents', () => {
    expect(names(filterClasses(classes, { ...everything, search: 'SPANISH' }))).toEqual([
      'Conversational Spanish',
      'Spanish for Beginners',
    ]);
    expect(names(filterClasses(classes, { ...everything, search: 'novakova' }))).toEqual([
      'Czech Survival Phrases',
    ]);
    expect(names(filterClasses(classes, { ...everything, search: '  spanish   beginners ' }))).toEqual([
      'Spanish for Beginners',
    ]);
    expect(filterClasses(classes, { ...everything, search: 'klingon' })).toEqual([]);
  });

  it('leaves out full classes when only classes with seats are wanted', () => {
    const open = names(filterClasses(classes, { ...everything, onlyWithSeats: true }));
    expect(open).not.toContain('Conversational Spanish');
    expect(open).toHaveLength(4);
  });

  it('does not change the list it was given', () => {
    const before = names(classes);
    filterClasses(classes, { ...everything, sort: 'price-desc' });
    expect(names(classes)).toEqual(before);
  });
});

describe('the classes list in the URL', () => {
  it('reads the search, seat filter, sort and instructor', () => {
    expect(
      readClassListView(
        new URLSearchParams('q=spanish&seats=available&sort=price-desc&instructor=kenji.sato%40example.com'),
      ),
    ).toEqual({
      search: 'spanish',
      onlyWithSeats: true,
      sort: 'price-desc',
      instructor: 'kenji.sato@example.com',
      days: [],
    });
  });

  it('falls back to every class, most popular first, for missing or unknown values', () => {
    expect(readClassListView(new URLSearchParams('sort=cheapest&seats=yes&instructor='))).toEqual({
      search: '',
      onlyWithSeats: false,
      sort: 'popular',
      instructor: undefined,
      days: [],
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeClassListView(new URLSearchParams('instructor=li.wei%40example.com&utm=x'), {
      search: 'tones',
      onlyWithSeats: true,
      sort: 'price-asc',
    });
    expect(params.toString()).toBe(
      'instructor=li.wei%40example.com&utm=x&q=tones&seats=available&sort=price-asc',
    );
    const cleared = writeClassListView(params, {
      instructor: undefined,
      search: '',
      onlyWithSeats: false,
      sort: 'popular',
    });
    expect(cleared.toString()).toBe('utm=x');
  });
});

describe('the catalogue filters in the URL', () => {
  it('reads the filters the API takes and writes them back under the same names', () => {
    const view = readClassListView(
      new URLSearchParams(
        'language=es&level=B1&day=mon&time=evening&minPrice=10&maxPrice=99.5&startsFrom=2026-12-01',
      ),
    );
    expect(view).toMatchObject({
      language: 'es',
      level: 'B1',
      days: ['mon'],
      time: 'evening',
      minPrice: '10',
      maxPrice: '99.5',
      startsFrom: '2026-12-01',
    });
    const written = writeClassListView(new URLSearchParams('q=talk&day=mon'), { level: 'A2', days: [] });
    expect(written.toString()).toBe('q=talk&level=A2');
  });

  it('reads several days, comma-separated or repeated, in week order, and writes them comma-separated', () => {
    expect(readClassListView(new URLSearchParams('day=fri,mon&day=wed&day=someday')).days).toEqual([
      'mon',
      'wed',
      'fri',
    ]);
    const written = writeClassListView(new URLSearchParams(), { days: ['sat', 'sun'] });
    expect(written.toString()).toBe('day=sat%2Csun');
    expect(readClassListView(written).days).toEqual(['sat', 'sun']);
  });

  it('leaves out what a hand-edited link holds that the API would refuse, so the list still loads', () => {
    const view = readClassListView(
      new URLSearchParams(
        'language=xx&level=Z9&day=someday&time=noon&minPrice=-5&maxPrice=lots&startsFrom=soon',
      ),
    );
    expect(view).toMatchObject({ search: '', onlyWithSeats: false, days: [] });
    for (const key of ['language', 'level', 'time', 'minPrice', 'maxPrice', 'startsFrom'] as const)
      expect(view[key]).toBeUndefined();
  });

  it("asks the API with the visitor's zone only when a filter reads a session's day or time", () => {
    const zone = () => 'America/New_York';
    const base = { search: '', onlyWithSeats: false, sort: 'popular', days: [] } as const;
    expect(classListQuery({ ...base, language: 'es', minPrice: '20' }, zone)).toEqual({
      language: 'es',
      minPrice: 20,
    });
    expect(classListQuery({ ...base, time: 'morning' }, zone)).toEqual({
      time: 'morning',
      tz: 'America/New_York',
    });
    expect(classListQuery({ ...base, days: ['mon', 'tue'] }, zone)).toEqual({
      day: 'mon,tue',
      tz: 'America/New_York',
    });
  });

  it('asks for the counts with the search, the seats and always the zone', () => {
    const view = { search: ' María ', onlyWithSeats: true, sort: 'popular', days: [], level: 'A1' } as const;
    expect(classFacetsRequest(view, 'Asia/Tokyo')).toEqual({
      level: 'A1',
      q: 'María',
      seats: 'available',
      tz: 'Asia/Tokyo',
    });
  });
});
