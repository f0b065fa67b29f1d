/**
 * Runs tasks with at most `concurrency` at a time, and at most `waiting` more in line; past that, `run`
 * refuses at once (throws what `full` makes) instead of holding on to what the task needs.
 */
export function createBoundedQueue(options: { concurrency: number; waiting: number; full: () => Error }) {
  let running = 0;
  const line: (() => void)[] = [];
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
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (line.length >= options.waiting) throw options.full();
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        // The turn passes straight to the next in line, so `running` never drops below a full queue.
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
