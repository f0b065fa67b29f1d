// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/testing/render.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BANNER_ROTATION_MS, HeroBanner } from './hero-banner';

/** The slides' English, as the banner-texts decision words them. */
const BANNER_TEXTS = [
  'Small classes led by native-speaking instructors.',
  'From your first hello to confident conversation.',
  'Choose a class today and start speaking tomorrow.',
] as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBanner() {
  const router = createMemoryRouter([
    { path: '/', element: <HeroBanner /> },
    { path: '/classes', element: <p>classes page</p> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const shownBannerText = () =>
  BANNER_TEXTS.filter((text) => !screen.getByText(text).className.includes('invisible'));

describe('the home banner', () => {
  it('shows the headline, the tagline with every typed phrase for screen readers, and Get Started', () => {
    renderBanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Speak the World' })).toBeTruthy();
    expect(screen.getByText(/Learn Any Language and/).textContent).toContain(
      'Expand Your World! Embrace Diversity! Unleash Potential!',
    );
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/classes');
  });

  it('shows one of its three texts at a time and moves to the next every 4000 ms', () => {
    renderBanner();
    expect(shownBannerText()).toEqual([BANNER_TEXTS[0]]);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS - 1));
    expect(shownBannerText()).toEqual([BANNER_TEXTS[0]]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownBannerText()).toEqual([BANNER_TEXTS[1]]);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS * 2));
    expect(shownBannerText()).toEqual([BANNER_TEXTS[0]]);
  });

  it('stops the rotation and the typing while paused', () => {
    renderBanner();
    const pause = screen.getByRole('button', { name: 'Pause animations' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('typed-phrase').textContent).toBe('Expand Your World!');
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS * 3));
    expect(shownBannerText()).toEqual([BANNER_TEXTS[0]]);
    expect(screen.getByTestId('typed-phrase').textContent).toBe('Expand Your World!');
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS));
    expect(shownBannerText()).toEqual([BANNER_TEXTS[1]]);
  });
});
