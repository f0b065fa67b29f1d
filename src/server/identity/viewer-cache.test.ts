import { describe, expect, it, vi } from 'vitest';
import type { SessionViewerRow } from '#server/identity/sessions.repository';
import { createViewerCache } from '#server/identity/viewer-cache';

const row = (name: string, expiresInMs = 60_000): SessionViewerRow => ({
  id: 'u1',
  email: 'rita@example.com',
  name,
  role: 'user',
  image: null,
  emailVerified: true,
  gender: null,
  locale: null,
  sessionExpiresAt: new Date(Date.now() + expiresInMs),
});

function setUp(ttlMs = 1000) {
  let clock = Date.now();
  const cache = createViewerCache({ ttlMs, now: () => clock });
  let current: SessionViewerRow | null = row('Rita');
  const read = vi.fn(async () => current);
  return {
    cache,
    read,
    set: (next: SessionViewerRow | null) => (current = next),
    tick: (ms: number) => (clock += ms),
  };
}

describe('the viewer cache', () => {
  it('serves nothing until the store is heard: every request reads', async () => {
    const { cache, read } = setUp();
    await cache.viewer('t', read);
    await cache.viewer('t', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reuses a session for the cache time, then reads again', async () => {
    const { cache, read, set, tick } = setUp();
    cache.resume();
    expect((await cache.viewer('t', read))?.name).toBe('Rita');
    set(row('Renamed'));
    tick(999);
    expect((await cache.viewer('t', read))?.name).toBe('Rita');
    tick(2);
    expect((await cache.viewer('t', read))?.name).toBe('Renamed');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on a change notice', async () => {
    const { cache, read, set } = setUp();
    cache.resume();
    await cache.viewer('t', read);
    set(row('Renamed'));
    cache.forget();
    expect((await cache.viewer('t', read))?.name).toBe('Renamed');
  });

  it('reads a notice already waiting on the socket before answering from the cache', async () => {
    const { cache, read, set } = setUp();
    cache.resume();
    await cache.viewer('t', read);
    set(row('Demoted'));
    // The notice is handled before the cache's turn of the event loop ends, as a socket read already waiting is.
    const answer = cache.viewer('t', read);
    queueMicrotask(() => cache.forget());
    expect((await answer)?.name).toBe('Demoted');
  });

  it('serves nothing while notices may be missed, and starts empty when they are heard again', async () => {
    const { cache, read, set } = setUp();
    cache.resume();
    await cache.viewer('t', read);
    cache.pause();
    set(row('While away'));
    expect((await cache.viewer('t', read))?.name).toBe('While away');
    set(row('Back'));
    cache.resume();
    expect((await cache.viewer('t', read))?.name).toBe('Back');
    expect((await cache.viewer('t', read))?.name).toBe('Back');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that began before a change notice', async () => {
    const { cache, set } = setUp();
    cache.resume();
    let finish!: (value: SessionViewerRow | null) => void;
    const slow = cache.viewer('t', () => new Promise((resolve) => (finish = resolve)));
    cache.forget();
    finish(row('Before the change'));
    expect((await slow)?.name).toBe('Before the change');
    set(row('After the change'));
    const read = vi.fn(async () => row('After the change'));
    expect((await cache.viewer('t', read))?.name).toBe('After the change');
    expect(read).toHaveBeenCalledOnce();
  });

  it('never serves a session past its expiry, nor keeps one that was not found', async () => {
    const { cache, read, set, tick } = setUp(2000);
    cache.resume();
    set(row('Short', 500));
    await cache.viewer('t', read);
    tick(600);
    set(null);
    expect(await cache.viewer('t', read)).toBeNull();
    expect(await cache.viewer('t', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('is off with a cache time of 0', async () => {
    const { cache, read } = setUp(0);
    cache.resume();
    await cache.viewer('t', read);
    await cache.viewer('t', read);
    expect(cache.enabled).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
