import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readClassListView } from './features/classes/class-list-view';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds an address its route pattern matches', () => {
    const address = paths.instructor('a b/c');
    expect(address).toBe('/ins/a%20b%2Fc');
    expect(matchRoutes([{ path: routePatterns.instructor }], address)?.[0]?.params.id).toBe('a b/c');
    expect(matchRoutes([{ path: routePatterns.payment }], paths.payment('42'))?.[0]?.params).toEqual({
      cartItemId: '42',
    });
    expect(matchRoutes([{ path: routePatterns.class }], paths.class('7c1d'))?.[0]?.params).toEqual({
      id: '7c1d',
    });
  });

  it('writes the classes filter in the parameters the classes list reads', () => {
    expect(paths.classes()).toBe('/classes');
    const url = new URL(paths.classes({ search: 'Español', instructor: 'ana@example.com' }), 'http://x');
    expect(url.pathname).toBe(routePatterns.classes);
    expect(readClassListView(url.searchParams)).toMatchObject({
      search: 'Español',
      instructor: 'ana@example.com',
    });
  });
});
