// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_createMemoryHistory } from 'react-router';
import { AppRouterProvider, createAppRouter } from '#client/app-router.tsx';
import { NotFoundPage } from './not-found-page';
import { RouterErrorPage } from './router-error-page';

afterEach(cleanup);

function Boom(): never {
  throw new Error('The map fell off the wall');
}

describe('error pages', () => {
  it('shows the 404 texts and a link home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Awwww! Don`t Cry!')).toBeTruthy();
    expect(screen.getByText('Its just a 404 error!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lets go home' }).getAttribute('href')).toBe('/');
  });

  it('shows the router fallback with the error message', () => {
    const router = createAppRouter(
      [{ path: '/', element: <Boom /> }],
      UNSAFE_createMemoryHistory({ initialEntries: ['/'] }),
    );
    // React reports the error it caught; the page is what is checked here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppRouterProvider router={router} errorPage={RouterErrorPage} />);
    report.mockRestore();
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('The map fell off the wall')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
