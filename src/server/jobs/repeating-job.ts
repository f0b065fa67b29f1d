/**
 * Runs `run` in the background of a server process, again `next(result)` ms after each run ends (never two
 * at once); a run that throws is logged and tried again after `pollMs`. `stop` waits for the run in hand.
 */
export function createRepeatingJob<Result>(options: {
  run: () => Promise<Result>;
  pollMs: number;
  next?: (result: Result) => number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = options.run().then(
        (result) => schedule(options.next ? options.next(result) : options.pollMs),
        (error: unknown) => {
          options.onError(error);
          schedule(options.pollMs);
        },
      );
    }, ms);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
