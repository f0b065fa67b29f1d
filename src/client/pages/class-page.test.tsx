// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClassDetails } from '#contract/classes';
import { renderWithProviders } from '#client/testing/render.tsx';
import { ClassPage } from './class-page';

const ID = '0b7a4f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const spanish: ClassDetails = {
  _id: ID,
  name: 'Conversational Spanish',
  price: 79,
  img: '/images/classes/conversational-spanish.svg',
  instructor: 'instructor@example.com',
  instructorName: 'Ana Martínez',
  instructorId: 'u1',
  availableSeats: 0,
  students: 20,
  status: 'approved',
  feedback: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The class's answers in turn (the last one repeats); everything else is a 404. */
function stubApi(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/classes/')) {
      const [status, body] = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Response.json(body, { status });
    }
    return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(id = ID) {
  const router = createMemoryRouter(
    [
      { path: '/classes/:id', element: <ClassPage /> },
      { path: '/classes', element: <h1>All Classes</h1> },
      { path: '/ins/:id', element: <h1>An instructor</h1> },
    ],
    { initialEntries: [`/classes/${id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const notFound = { error: { code: 'not_found', message: 'No class with that id.' } };

describe("a class's page", () => {
  it('shows the class: picture, name, instructor linked to their page, price, seats, students and Select', async () => {
    const fetchMock = stubApi([200, spanish]);
    const router = renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading the class');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversational Spanish' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/classes/${ID}`, expect.anything());
    expect(screen.getByRole('img', { name: 'Conversational Spanish class' }).getAttribute('src')).toBe(
      spanish.img,
    );
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Price: '$79.00', 'Available seats': '0Full', Students: '20' });
    const select = screen.getByRole('button', { name: /Select/ });
    expect((select as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This class is full.')).toBeTruthy();
    // Nothing of what classes do not have yet, and no review status for an approved class.
    expect(screen.queryByText('About this class')).toBeNull();
    expect(screen.queryByText(/Only its instructor and admins/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Ana Martínez' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ins/u1'));
  });

  it('says a pending class is seen only by its instructor and admins', async () => {
    stubApi([200, { ...spanish, status: 'pending', availableSeats: 8 }]);
    renderPage();
    expect(await screen.findByText(/Only its instructor and admins can see this class/)).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
  });

  it('says Class not found for an unknown or malformed id, with a way back to the classes', async () => {
    for (const [id, status] of [
      [ID, 404],
      ['not-a-class', 400],
    ] as const) {
      stubApi([status, status === 404 ? notFound : { error: { code: 'bad_request', message: 'x' } }]);
      const router = renderPage(id);
      expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'See all classes' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/classes'));
      cleanup();
    }
  });

  it('shows an error with Try again when the class cannot be loaded, and Try again loads it', async () => {
    stubApi([500, { error: { code: 'internal', message: 'down' } }], [200, spanish]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this class.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversational Spanish' })).toBeTruthy();
  });

  it('links back to all classes', async () => {
    stubApi([200, spanish]);
    const router = renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'All classes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes'));
  });
});
