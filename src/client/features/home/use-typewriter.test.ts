// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { TYPEWRITER_TIMING, useTypewriter } from './use-typewriter';

const phrases = ['Expand Your World!', 'Embrace Diversity!', 'Unleash Potential!'] as const;
const { typeMs, deleteMs, pauseMs } = TYPEWRITER_TIMING;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Advances the clock one timer at a time, so every React update lands before the next timer is set. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 10) act(() => vi.advanceTimersByTime(Math.min(10, left)));
}

describe('the typewriter', () => {
  it('types the first phrase one letter at a time', () => {
    const { result } = renderHook(() => useTypewriter(phrases));
    expect(result.current).toBe('');
    advance(typeMs);
    expect(result.current).toBe('E');
    advance(typeMs * 5);
    expect(result.current).toBe('Expand');
    advance(typeMs * 12);
    expect(result.current).toBe('Expand Your World!');
  });

  it('keeps a completed phrase for 2000 ms, then deletes it and types the next one', () => {
    const { result } = renderHook(() => useTypewriter(phrases));
    advance(typeMs * phrases[0].length);
    expect(result.current).toBe('Expand Your World!');
    advance(pauseMs - 20);
    expect(result.current).toBe('Expand Your World!');
    advance(20);
    expect(result.current).toBe('Expand Your World');
    advance(deleteMs * 17);
    expect(result.current).toBe('');
    advance(typeMs * phrases[1].length);
    expect(result.current).toBe('Embrace Diversity!');
  });

  it('goes back to the first phrase after the third, in a loop', () => {
    const { result } = renderHook(() => useTypewriter(phrases));
    // Typed letter by letter, kept, then the first letter goes as the pause ends and the rest one by one.
    const cycle = (phrase: string) => typeMs * phrase.length + pauseMs + deleteMs * (phrase.length - 1);
    advance(cycle(phrases[0]) + cycle(phrases[1]) + typeMs * phrases[2].length);
    expect(result.current).toBe('Unleash Potential!');
    advance(pauseMs + deleteMs * (phrases[2].length - 1) + typeMs * 6);
    expect(result.current).toBe('Expand');
  });

  it('shows whole phrases, one after the other, when motion is reduced', () => {
    const { result } = renderHook(() => useTypewriter(phrases, { reducedMotion: true }));
    expect(result.current).toBe('Expand Your World!');
    advance(pauseMs - 10);
    expect(result.current).toBe('Expand Your World!');
    advance(10);
    expect(result.current).toBe('Embrace Diversity!');
  });

  it('stops on the whole phrase while paused and goes on from it when resumed', () => {
    const { result, rerender } = renderHook(({ paused }) => useTypewriter(phrases, { paused }), {
      initialProps: { paused: false },
    });
    advance(typeMs * 4);
    expect(result.current).toBe('Expa');
    rerender({ paused: true });
    expect(result.current).toBe('Expand Your World!');
    advance(30_000);
    expect(result.current).toBe('Expand Your World!');
    rerender({ paused: false });
    expect(result.current).toBe('Expand Your World!');
    advance(pauseMs);
    expect(result.current).toBe('Expand Your World');
  });
});
