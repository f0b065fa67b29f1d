// Everything the bench starts or creates is registered here and undone on exit, even after a failure.
type Task = { label: string; run: () => Promise<void> | void };

const tasks: Task[] = [];
let running: Promise<void> | null = null;

/** Registers an undo step; returns a function that runs it now (and only once). */
export function onCleanup(label: string, run: Task['run']): () => Promise<void> {
  const task: Task = { label, run };
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task.run();
  };
}

/** Runs every registered step, newest first; a failing step does not stop the others. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop()!;
      try {
        await task.run();
      } catch (error) {
        console.error(`cleanup: ${task.label} failed:`, error);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started...`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
