import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` values every `intervalMs`, in a loop, unless paused. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index;
}
