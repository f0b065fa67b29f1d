// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { LanguageClass } from '#contract/classes';
import { ClassesPage } from './classes-page';

const kenji = { _id: 'u2', name: 'Kenji Sato', email: 'kenji.sato@example.com', photo: null };
const ana = { _id: 'u1', name: 'Ana Martínez', email: 'instructor@example.com', photo: null };

function languageClass(name: string, instructor: typeof kenji, fields: Partial<LanguageClass> = {}) {
  return {
    _id: name,
    name,
    price: 50,
    img: '/images/classes/japanese.svg',
    instructor: instructor.email,
    instructorName: instructor.name,
    availableSeats: 4,
    students: 3,
    status: 'approved',
    feedback: null,
    ...fields,
  } satisfies LanguageClass;
}

const all = [
  languageClass('Business Japanese', kenji, { price: 120, language: 'ja', level: 'B2' }),
  languageClass('Japanese Hiragana & Katakana', kenji, {
    price: 59.5,
    students: 15,
    language: 'ja',
    level: 'A1',
  }),
  languageClass('Conversational Spanish', ana, {
    availableSeats: 0,
    students: 20,
    price: 79,
    language: 'es',
    level: 'B2',
  }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fake API: the classes (all, or one instructor's) and the instructors; `failures` answers 500 first. */
function stubApi({ failures = 0 } = {}) {
  let failuresLeft = failures;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/classes') {
      if (failuresLeft-- > 0)
        return Response.json({ error: { code: 'x', message: 'down' } }, { status: 500 });
      const instructor = url.searchParams.get('instructor');
      const language = url.searchParams.get('language');
      const level = url.searchParams.get('level');
      return Response.json(
        all.filter(
          (c) =>
            (!instructor || c.instructor === instructor) &&
            (!language || c.language === language) &&
            (!level || c.level === level),
        ),
      );
    }
    if (url.pathname === '/api/classes/facets') {
      const instructor = url.searchParams.get('instructor');
      const listed = (language: string | null, level: string | null) =>
        all.filter(
          (c) =>
            (!instructor || c.instructor === instructor) &&
            (!language || c.language === language) &&
            (!level || c.level === level),
        ).length;
      const [language, level] = [url.searchParams.get('language'), url.searchParams.get('level')];
      return Response.json({
        total: listed(language, level),
        language: { ja: listed('ja', level), es: listed('es', level) },
        level: { A1: listed(language, 'A1'), B2: listed(language, 'B2') },
        day: { mon: 1 },
        time: { evening: 2 },
      });
    }
    if (url.pathname === '/api/instructors') return Response.json([ana, kenji]);
    return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/classes', element: <ClassesPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the classes page', () => {
  it("shows the instructor filter as a chip with the instructor's name, and clearing it shows every class", async () => {
    const fetchMock = stubApi();
    const router = renderPage('/classes?instructor=kenji.sato%40example.com');
    const chip = await screen.findByTestId('instructor-filter');
    await waitFor(() => expect(chip.textContent).toContain('Kenji Sato'));
    // The cards are drawn as a transition, after the chip.
    await waitFor(() => expect(cardNames()).toEqual(['Japanese Hiragana & Katakana', 'Business Japanese']));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/classes?instructor=kenji.sato%40example.com',
      expect.anything(),
    );

    fireEvent.click(within(chip).getByRole('button', { name: 'Clear the instructor filter' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.queryByTestId('instructor-filter')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('narrows the list as the visitor types and keeps the search in the URL', async () => {
    stubApi();
    const router = renderPage('/classes');
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search classes' }), {
      target: { value: 'spanish' },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Conversational Spanish']));
    expect(router.state.location.search).toBe('?q=spanish');
    expect(screen.getByRole('status').textContent).toBe('1 class');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    stubApi();
    renderPage('/classes?q=klingon&seats=available');
    expect(await screen.findByText(/No classes match your search/)).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Only classes with seats' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect((screen.getByRole('searchbox', { name: 'Search classes' }) as HTMLInputElement).value).toBe('');
  });

  it('shows an error with Try again when the list fails, and Try again loads it', async () => {
    stubApi({ failures: 1 });
    renderPage('/classes');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the classes.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('filters by language and level through the API, keeps them in the URL and counts each choice', async () => {
    const fetchMock = stubApi();
    const router = renderPage('/classes');
    await screen.findAllByRole('article');
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    const level = screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
    expect([...language.options].map((o) => o.textContent)).toEqual([
      'Any language',
      'Japanese (2)',
      'Spanish (1)',
    ]);
    expect([...level.options].map((o) => o.textContent)).toContain('B2 (upper intermediate) (2)');

    fireEvent.change(language, { target: { value: 'ja' } });
    await waitFor(() => expect(cardNames()).toEqual(['Japanese Hiragana & Katakana', 'Business Japanese']));
    expect(router.state.location.search).toBe('?language=ja');
    // The counts are the server's, beside the language chosen: one Japanese class at B2.
    await waitFor(() =>
      expect([...level.options].map((o) => o.textContent)).toContain('B2 (upper intermediate) (1)'),
    );
    fireEvent.change(level, { target: { value: 'B2' } });
    await waitFor(() => expect(cardNames()).toEqual(['Business Japanese']));
    expect(router.state.location.search).toBe('?language=ja&level=B2');
    expect(fetchMock).toHaveBeenCalledWith('/api/classes?language=ja&level=B2', expect.anything());
    expect(screen.getByRole('status').textContent).toBe('1 class');

    await router.navigate(-1);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(level.value).toBe('');
    expect(language.value).toBe('ja');
  });

  it("sends the visitor's zone with a time of day, and a price once the box is left", async () => {
    const fetchMock = stubApi();
    const router = renderPage('/classes?time=evening');
    await screen.findAllByRole('article');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/classes?time=evening&tz=${encodeURIComponent(zone)}`,
      expect.anything(),
    );
    const lowest = screen.getByRole('spinbutton', { name: 'Lowest price ($)' });
    fireEvent.change(lowest, { target: { value: '25' } });
    expect(router.state.location.search).toBe('?time=evening');
    fireEvent.blur(lowest);
    await waitFor(() => expect(router.state.location.search).toBe('?time=evening&minPrice=25'));
  });

  it('takes several days, with a shortcut for the weekdays, and names the zone of the days and times', async () => {
    const fetchMock = stubApi();
    const router = renderPage('/classes?day=wed');
    await screen.findAllByRole('article');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const city = zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
    expect(screen.getByRole('group', { name: `Days (${city} time)` })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Wed/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Mon (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Fri/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?day=wed%2Cfri'));
    fireEvent.click(screen.getByRole('button', { name: 'Weekdays' }));
    await waitFor(() => expect(router.state.location.search).toBe('?day=mon%2Ctue%2Cwed%2Cthu%2Cfri'));
    expect(screen.getByRole('button', { name: 'Weekdays' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/classes?day=mon%2Ctue%2Cwed%2Cthu%2Cfri&tz=${encodeURIComponent(zone)}`,
      expect.anything(),
    );
    const time = screen.getByRole('combobox', { name: 'Time of day' }) as HTMLSelectElement;
    expect([...time.options].map((o) => o.textContent)).toContain(`Evening (17:00–24:00, ${city} time) (2)`);
  });

  it('folds the filters behind a button that says whether they are open', async () => {
    stubApi();
    renderPage('/classes?day=wed');
    await screen.findAllByRole('article');
    const toggle = screen.getByRole('button', { name: /More filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('1');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide filters/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
