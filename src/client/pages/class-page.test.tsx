// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClassDetails } from '#contract/classes';
import type { ClassSessionsAnswer, MySession } from '#contract/sessions';
import type { User } from '#contract/users';
import { renderWithProviders } from '#client/testing/render.tsx';
import { ClassPage } from './class-page';

// The sessions' section loads when it is on the screen; here, as in a browser without
// IntersectionObserver, at once (the browser's way is checked by tests/e2e/catalogue-filters.spec.ts).
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
// Loaded before the tests, as a browser has it cached: the page fetches it when the section shows.
await import('./class-sessions');
// Likewise the clash warning, which a signed-in student's page loads.
await import('#client/features/enrolments/clash-warnings.tsx');

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

const noSessions: ClassSessionsAnswer = {
  classId: ID,
  timeZone: null,
  format: null,
  address: null,
  meetingLink: null,
  sessions: [],
};
/** What GET /api/classes/:id/sessions answers in the test under way. */
let sessionsAnswer: ClassSessionsAnswer = noSessions;
/** Who is signed in (a visitor unless a test says), and the sessions of the classes they are enrolled in. */
let viewer: User | null = null;
let mySessions: MySession[] = [];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionsAnswer = noSessions;
  viewer = null;
  mySessions = [];
});

/** The class's answers in turn (the last one repeats), its sessions; everything else is a 404. */
function stubApi(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/classes/${ID}/sessions`) return Response.json(sessionsAnswer);
    if (url.pathname === '/api/session') return Response.json({ user: viewer });
    if (viewer && url.pathname === '/api/me/sessions') return Response.json(mySessions);
    if (viewer && url.pathname === '/api/carts') return Response.json([]);
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
  it('shows the class: picture, name, instructor linked to their page, price, seats, students, and its waitlist when full', async () => {
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
    // A full class offers its waitlist instead of Select, to a visitor too, who logs in first.
    expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
    const join = screen.getByRole('button', { name: 'Join waitlist of Conversational Spanish' });
    expect((join as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('This class is full.')).toBeTruthy();
    // Nothing of what classes do not have yet, and no review status for an approved class.
    expect(screen.queryByText('About this class')).toBeNull();
    expect(screen.queryByText(/Only its instructor and admins/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Ana Martínez' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ins/u1'));
  });

  it('says a pending class is seen only by its instructor and admins, and offers no Select', async () => {
    stubApi([200, { ...spanish, status: 'pending', availableSeats: 8 }]);
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Review' });
    expect(banner.textContent).toContain('This class is waiting for an admin to review it.');
    expect(banner.textContent).toContain('Only its instructor and admins can see this page.');
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Select|Join waitlist/ })).toBeNull();
  });

  it("shows a denied class's feedback on its banner", async () => {
    stubApi([200, { ...spanish, status: 'denied', feedback: 'Please add the weekly schedule.' }]);
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Review' });
    expect(banner.textContent).toContain('An admin denied this class.');
    expect(banner.textContent).toContain('Feedback: Please add the weekly schedule.');
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

  it('shows the language with its flag, the level, where it meets and the description as paragraphs', async () => {
    stubApi([
      200,
      {
        ...spanish,
        language: 'es',
        level: 'B1',
        format: 'in-person',
        address: '5 Calle Mayor, Madrid',
        description:
          'Talk from the first day.\n\nBring <b>a notebook</b>.\nAnd <script>alert(1)</script> a pen.',
      },
    ]);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Conversational Spanish' });
    const language = screen.getByText('Spanish');
    expect(language.querySelector('img')?.getAttribute('src')).toBe('/images/flags/spanish.webp');
    expect(screen.getByText('Level B1')).toBeTruthy();
    expect(screen.getByText('In person: 5 Calle Mayor, Madrid')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About this class' });
    const paragraphs = within(about).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Talk from the first day.',
      'Bring <b>a notebook</b>.\nAnd <script>alert(1)</script> a pen.',
    ]);
    // Text stays text: no element comes out of it.
    expect(document.querySelector('article b, article script')).toBeNull();
  });

  it('says the schedule is to be announced for a class without sessions', async () => {
    stubApi([200, spanish]);
    renderPage();
    expect(await screen.findByText('Schedule to be announced.')).toBeTruthy();
    expect(screen.queryByLabelText('Show times in')).toBeNull();
  });

  it("lists the upcoming sessions in the visitor's zone, names the class's own and switches zone", async () => {
    const session = (n: number, startsAt: string, endsAt: string, extra = {}) => ({
      _id: `s${n}`,
      startsAt,
      endsAt,
      status: 'scheduled' as const,
      sequence: 0,
      reason: null,
      ...extra,
    });
    sessionsAnswer = {
      classId: ID,
      timeZone: 'Europe/Madrid',
      format: 'online',
      address: null,
      meetingLink: null,
      sessions: [
        session(1, '2020-01-06T17:00:00.000Z', '2020-01-06T18:30:00.000Z'),
        session(2, '2031-01-06T17:00:00.000Z', '2031-01-06T18:30:00.000Z'),
        session(3, '2031-01-13T17:00:00.000Z', '2031-01-13T18:30:00.000Z', {
          status: 'cancelled',
          sequence: 1,
          reason: 'Teacher ill',
        }),
      ],
    };
    stubApi([200, { ...spanish, format: 'online' }]);
    renderPage();
    const zone = await screen.findByLabelText('Show times in');
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((zone as HTMLSelectElement).value).toBe(own);
    expect(screen.getByText(/The class meets in .*Europe\/Madrid/)).toBeTruthy();
    expect(screen.getByText('1 of 3 sessions have taken place; the rest are below.')).toBeTruthy();
    const agenda = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(agenda.textContent).toContain(own);
    expect(agenda.textContent).toContain('Teacher ill');
    // Online, but this visitor is not enrolled: no way to join.
    expect(within(agenda).queryByRole('link')).toBeNull();

    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    await waitFor(() => expect(agenda.textContent).toContain('America/New_York'));
    expect(agenda.textContent).toMatch(/12:00/);
    expect(agenda.textContent).toContain('EST');
    fireEvent.change(zone, { target: { value: 'Europe/Madrid' } });
    await waitFor(() => expect(agenda.textContent).toContain('Central European'));
    expect(agenda.textContent).toMatch(/18:00|6:00\sPM/);
  });

  it('offers the meeting link when the sessions answer gives it to this viewer', async () => {
    sessionsAnswer = {
      ...noSessions,
      timeZone: 'Europe/Madrid',
      format: 'online',
      meetingLink: 'https://meet.example.com/spanish',
      sessions: [
        {
          _id: 's1',
          startsAt: '2031-01-06T17:00:00.000Z',
          endsAt: '2031-01-06T18:30:00.000Z',
          status: 'scheduled',
          sequence: 0,
          reason: null,
        },
      ],
    };
    stubApi([200, spanish]);
    renderPage();
    const join = await screen.findByRole('link', { name: /Join online/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/spanish');
  });

  describe('a clash with a class the signed-in student is enrolled in', () => {
    const student: User = {
      _id: 'u9',
      name: 'Sam Student',
      email: 'student@example.com',
      photo: null,
      gender: null,
      role: 'user',
    };
    const enrolledIn = (startsAt: string, endsAt: string): MySession => ({
      _id: `e-${startsAt}`,
      classId: 'french',
      className: 'French A2',
      startsAt,
      endsAt,
      status: 'scheduled',
      sequence: 0,
      reason: null,
      timeZone: 'Europe/Paris',
      format: 'online',
      meetingLink: null,
      address: null,
    });
    const planned = (n: number, startsAt: string, endsAt: string) => ({
      _id: `s${n}`,
      startsAt,
      endsAt,
      status: 'scheduled' as const,
      sequence: 0,
      reason: null,
    });
    beforeEach(() => {
      sessionsAnswer = {
        ...noSessions,
        timeZone: 'Europe/Madrid',
        format: 'online',
        sessions: [
          planned(1, '2031-01-06T17:00:00.000Z', '2031-01-06T18:30:00.000Z'),
          planned(2, '2031-01-08T17:00:00.000Z', '2031-01-08T18:30:00.000Z'),
        ],
      };
    });
    const open = { ...spanish, availableSeats: 5 };
    // In the page's language (en), whatever the browser's locale.
    const when = (instant: string) =>
      new Intl.DateTimeFormat('en', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(instant));

    it('names the enrolled class and the first shared session, and Select stays on', async () => {
      viewer = student;
      mySessions = [enrolledIn('2031-01-08T18:00:00.000Z', '2031-01-08T19:00:00.000Z')];
      stubApi([200, open]);
      renderPage();
      const note = await screen.findByRole('note', { name: 'Timetable clash' });
      expect(note.textContent).toBe(
        `This class meets while French A2, which you are enrolled in, does (first on ${when('2031-01-08T17:00:00.000Z')}). You can still select it.`,
      );
      expect((screen.getByRole('button', { name: /Select/ }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('says nothing when the sessions only touch, and asks nothing for a visitor', async () => {
      viewer = student;
      mySessions = [enrolledIn('2031-01-06T18:30:00.000Z', '2031-01-06T19:30:00.000Z')];
      const fetchMock = stubApi([200, open]);
      renderPage();
      expect(await screen.findByText('Upcoming sessions')).toBeTruthy();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me/sessions', expect.anything()));
      expect(screen.queryByRole('note', { name: 'Timetable clash' })).toBeNull();
      cleanup();

      viewer = null;
      const visitorFetch = stubApi([200, open]);
      renderPage();
      expect(await screen.findByText('Upcoming sessions')).toBeTruthy();
      expect(visitorFetch).not.toHaveBeenCalledWith('/api/me/sessions', expect.anything());
      expect(screen.queryByRole('note', { name: 'Timetable clash' })).toBeNull();
    });
  });
});
