import { useEffect, useRef, useState } from 'react';

export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  /** How long a completed phrase stays before it is deleted (SPEC.md section 9: 2000 ms). */
  pauseMs: number;
}

export const TYPEWRITER_TIMING: TypewriterTiming = { typeMs: 80, deleteMs: 50, pauseMs: 2000 };

interface TypewriterState {
  phrase: number;
  length: number;
  deleting: boolean;
}

const TYPEWRITER_START: TypewriterState = { phrase: 0, length: 0, deleting: false };

/** What the typewriter does next from `state`, and how long it waits before doing it. */
function nextTypewriterStep(
  state: TypewriterState,
  phrases: readonly string[],
  timing: TypewriterTiming,
  reducedMotion = false,
): { state: TypewriterState; delay: number } {
  const count = phrases.length;
  const full = phrases[state.phrase % count]?.length ?? 0;
  if (reducedMotion) {
    // Whole phrases only: each stays for the pause, then the next one replaces it without typing.
    const phrase = (state.phrase + 1) % count;
    return {
      state: { phrase, length: phrases[phrase]?.length ?? 0, deleting: false },
      delay: timing.pauseMs,
    };
  }
  if (!state.deleting && state.length < full) {
    return { state: { ...state, length: state.length + 1 }, delay: timing.typeMs };
  }
  if (!state.deleting) {
    return { state: { ...state, deleting: true, length: full - 1 }, delay: timing.pauseMs };
  }
  if (state.length > 0) {
    return { state: { ...state, length: state.length - 1 }, delay: timing.deleteMs };
  }
  return { state: { phrase: (state.phrase + 1) % count, length: 1, deleting: false }, delay: timing.typeMs };
}

/**
 * Types each phrase letter by letter, keeps it for the pause, deletes it and goes on to the next, in a loop.
 * Paused, or with reduced motion, it shows whole phrases (paused: the current one, without changing).
 * `phrases` and `timing` should be constants: a new array restarts the loop.
 */
export function useTypewriter(
  phrases: readonly string[],
  {
    paused = false,
    reducedMotion = false,
    timing = TYPEWRITER_TIMING,
  }: { paused?: boolean; reducedMotion?: boolean; timing?: TypewriterTiming } = {},
): string {
  const [state, setState] = useState<TypewriterState>(() =>
    reducedMotion ? wholePhrase(TYPEWRITER_START, phrases) : TYPEWRITER_START,
  );
  const whole = paused || reducedMotion;
  // Leaving a pause (or reduced motion) goes on from the whole phrase that was on screen, without a jump.
  const [wasWhole, setWasWhole] = useState(whole);
  if (whole !== wasWhole) {
    setWasWhole(whole);
    if (!whole) setState((s) => wholePhrase(s, phrases));
  }

  const latest = useRef(state);
  const resumeWhole = useRef(false);
  useEffect(() => {
    if (phrases.length === 0) return;
    if (paused) {
      resumeWhole.current = true;
      return;
    }
    // Each step schedules the next from its own timer, so the rhythm does not wait for React to render.
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (from: TypewriterState) => {
      const step = nextTypewriterStep(from, phrases, timing, reducedMotion);
      timer = setTimeout(() => {
        latest.current = step.state;
        setState(step.state);
        schedule(step.state);
      }, step.delay);
    };
    const from = resumeWhole.current || reducedMotion ? wholePhrase(latest.current, phrases) : latest.current;
    resumeWhole.current = false;
    latest.current = from;
    schedule(from);
    return () => clearTimeout(timer);
  }, [phrases, timing, paused, reducedMotion]);

  const phrase = phrases[state.phrase % Math.max(phrases.length, 1)] ?? '';
  return whole ? phrase : phrase.slice(0, state.length);
}

function wholePhrase(state: TypewriterState, phrases: readonly string[]): TypewriterState {
  return { phrase: state.phrase, length: phrases[state.phrase]?.length ?? 0, deleting: false };
}
