/**
 * Runs tasks with at most `concurrency` at a time, and at most `waiting` more in line; past that, `run`
 * and `take` refuse at once (throw what `full` makes) instead of holding on to what the task needs.
 */
export function createBoundedQueue(options: { concurrency: number; waiting: number; full: () => Error }) {
  let running = 0;
  const line: (() => void)[] = [];
  const pass = () => {
    // The turn passes straight to the next in line, so `running` never drops below a full queue.
    const next = line.shift();
    if (next) next();
    else running--;
  };
  /** Waits for a turn; the function it gives back ends the turn, once however often it is called. */
  const take = async (): Promise<() => void> => {
    if (running >= options.concurrency) {
      if (line.length >= options.waiting) throw options.full();
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      running++;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pass();
    };
  };
  return {
    /** Whether a task given now would be refused. */
    get full() {
      return running >= options.concurrency && line.length >= options.waiting;
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    take,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const end = await take();
      try {
        return await task();
      } finally {
        end();
      }
    },
  };
}
