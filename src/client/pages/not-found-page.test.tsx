// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouterErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('The map fell off the wall')).toBeTruthy();
  });
});
