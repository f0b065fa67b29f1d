// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/testing/render.tsx';
import { AT_ZERO, formatHoldLeft, HoldNotice, RELEASED_TITLE, useHasPassed } from './hold-notice';

const START = new Date('2026-11-26T10:00:00Z').getTime();
const EXPIRES = new Date(START + 10 * 60_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ expiresAt, renewable = true }: { expiresAt: string; renewable?: boolean }) {
  const expired = useHasPassed(expiresAt);
  return (
    <HoldNotice
      expiresAt={expiresAt}
      expired={expired}
      renewable={renewable}
      holdMinutes={10}
      renewing={false}
      onRenew={() => {}}
    />
  );
}

const countdown = () => screen.getByTestId('hold-countdown').textContent;
const announced = () => screen.getByTestId('seat-hold-announcement').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the seat hold countdown', () => {
  it('counts down every second and says what happens at zero', () => {
    renderWithProviders(<Harness expiresAt={EXPIRES} />);
    expect(countdown()).toBe('10:00');
    expect(screen.getByText(AT_ZERO)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset the timer to 10:00 (once)' })).toBeTruthy();
    advance(1000);
    expect(countdown()).toBe('9:59');
    advance(61_000);
    expect(countdown()).toBe('8:58');
  });

  it('announces only at 5, 2 and 1 minutes left and at the end, not every second', () => {
    renderWithProviders(<Harness expiresAt={EXPIRES} />);
    const heard = new Set<string | null>([announced()]);
    for (let s = 0; s < 10 * 60; s += 5) {
      advance(5000);
      heard.add(announced());
    }
    expect([...heard]).toEqual([
      expect.stringMatching(/^Seat held for you until /),
      '5 minutes left to pay before your seat is released.',
      '2 minutes left to pay before your seat is released.',
      '1 minute left to pay before your seat is released.',
      'Seat released: your hold ran out. To pay, hold your seat again.',
    ]);
  });

  it('turns into the released notice with Hold my seat again at zero', () => {
    renderWithProviders(<Harness expiresAt={EXPIRES} />);
    advance(10 * 60_000);
    expect(screen.getByText(RELEASED_TITLE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hold my seat again' })).toBeTruthy();
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
  });

  it('says when a hold cannot be extended again', () => {
    renderWithProviders(<Harness expiresAt={EXPIRES} renewable={false} />);
    expect(screen.queryByRole('button', { name: /Reset the timer/ })).toBeNull();
    expect(screen.getByText(/cannot be extended again/)).toBeTruthy();
  });
});

describe('a seat offered from a waitlist', () => {
  it('counts its hours down as hours, minutes and seconds', () => {
    expect(formatHoldLeft(24 * 3_600_000)).toBe('24:00:00');
    expect(formatHoldLeft(3_600_000 + 65_000)).toBe('1:01:05');
    expect(formatHoldLeft(3_599_000)).toBe('59:59');
  });

  it('says its hold cannot be extended because it came from the waitlist', () => {
    renderWithProviders(
      <Harness expiresAt={new Date(START + 24 * 3_600_000).toISOString()} renewable={false} />,
    );
    expect(countdown()).toBe('24:00:00');
    expect(
      screen.getByText('This seat was offered to you from the waitlist; the hold cannot be extended.'),
    ).toBeTruthy();
  });
});
