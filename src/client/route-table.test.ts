// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-router';
import { linkPaths } from './link-paths';
import { routePatterns } from './paths';
import { routes } from './router';
import { staffPaths } from './staff-paths';

/** Every path the router mounts, its lazily fetched tables included; '*' (the 404 pages) left out. */
async function mountedPaths(list: AppRoute[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of list) {
    if (route.routes) found.push(...(await mountedPaths(await route.routes())));
    if (route.path && route.path !== '*') found.push(route.path);
    if (route.children) found.push(...(await mountedPaths(route.children)));
  }
  return found;
}

describe('the route table', () => {
  it('is what the router mounts, no more and no less: the server answers 404 for any other address', async () => {
    const mounted = await mountedPaths(routes);
    const table = [
      ...Object.values(routePatterns),
      ...Object.values(linkPaths),
      ...Object.values(staffPaths),
    ];
    expect([...mounted].sort()).toEqual([...table].sort());
  });
});
