// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- the components ours stand in for, to compare with
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { Link, NavLink } from './link';

afterEach(cleanup);

const at = (pathname: string, element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>);

describe('Link and NavLink', () => {
  it("render React Router's own markup", () => {
    const cases: [string, (L: typeof Link, N: typeof NavLink) => ReactNode][] = [
      [
        '/',
        (L) => (
          <L to="/classes?sort=popular#list" className="btn">
            Classes
          </L>
        ),
      ],
      [
        '/',
        (L) => (
          <L to="/" className="btn" reloadDocument>
            Home
          </L>
        ),
      ],
      [
        '/ins',
        (L) => (
          <L to="../classes" state={{ from: 'x' }} aria-label="All">
            All
          </L>
        ),
      ],
      ['/classes/7', (_, N) => <N to="/classes">Classes</N>],
      [
        '/classes/7',
        (_, N) => (
          <N to="/classes" end>
            Classes
          </N>
        ),
      ],
      [
        '/Classes',
        (_, N) => (
          <N to="/classes" className="menu">
            Classes
          </N>
        ),
      ],
      [
        '/',
        (_, N) => (
          <N to="/" end className={({ isActive }) => (isActive ? 'on' : '')}>
            Home
          </N>
        ),
      ],
      [
        '/classes',
        (_, N) => (
          <N to="/" end className={({ isActive }) => (isActive ? 'on' : '')}>
            Home
          </N>
        ),
      ],
      ['/dashboard/x', (_, N) => <N to="/dashboard/">Dashboard</N>],
    ];
    for (const [pathname, make] of cases) {
      const ours = at(pathname, make(Link, NavLink));
      const theirs = at(
        pathname,
        make(RouterLink as unknown as typeof Link, RouterNavLink as unknown as typeof NavLink),
      );
      expect(ours).toBe(theirs);
    }
  });

  function Where() {
    const location = useLocation();
    return <p data-testid="where">{location.pathname + location.search + JSON.stringify(location.state)}</p>;
  }

  function renderAt(element: ReactNode) {
    const router = createMemoryRouter(
      [
        { path: '/', element },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('navigates in the page on a plain click, with its state', async () => {
    renderAt(
      <Link to="/classes?sort=popular" state={{ from: 'home' }}>
        Classes
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Classes' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/classes?sort=popular{"from":"home"}');
  });

  it('leaves a modified click, and one its own handler prevented, to the browser', () => {
    let clicks = 0;
    renderAt(
      <Link
        to="/classes"
        onClick={(event) => {
          clicks++;
          if (clicks === 2) event.preventDefault();
        }}
      >
        Classes
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Classes' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link);
    expect(clicks).toBe(2);
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
