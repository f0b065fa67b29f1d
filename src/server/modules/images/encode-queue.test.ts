import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './encode-queue.js';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('a bounded queue', () => {
  it('runs at most its concurrency at once, keeps a few in line and refuses the rest at once', async () => {
    const queue = createBoundedQueue({ concurrency: 1, waiting: 2, full: () => new Error('full') });
    const gates = [later(), later(), later()];
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.full).toBe(true);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run(async () => 9)).rejects.toThrow('full');
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect({ running: queue.running, waiting: queue.waiting, full: queue.full }).toEqual({
      running: 0,
      waiting: 0,
      full: false,
    });
  });

  it('passes the turn on when a task fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, waiting: 1, full: () => new Error('full') });
    const failing = queue.run(async () => {
      throw new Error('broken');
    });
    const next = queue.run(async () => 'ran');
    await expect(failing).rejects.toThrow('broken');
    expect(await next).toBe('ran');
    expect(queue.running).toBe(0);
  });

  it('gives turns that end once, however often they are ended, and hands each to the next in line', async () => {
    const queue = createBoundedQueue({ concurrency: 1, waiting: 1, full: () => new Error('full') });
    const end = await queue.take();
    let secondGot = false;
    const second = queue.take().then((endSecond) => {
      secondGot = true;
      return endSecond;
    });
    await expect(queue.take()).rejects.toThrow('full');
    end();
    end();
    const endSecond = await second;
    expect(secondGot).toBe(true);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 0 });
    endSecond();
    expect(queue.running).toBe(0);
  });
});
