import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inDashboard, matchPage, pagePatterns } from './page-routes';

// The client's router decides which page an address shows; the server's answer must say the same.
const clientRoutes = pagePatterns.map((path) => ({ path }));
const clientMatch = (pathname: string) => {
  const found = matchRoutes(clientRoutes, pathname)?.at(-1);
  return found ? { pattern: found.route.path, params: found.params } : null;
};

const segment = fc.oneof(
  fc.constantFrom(
    ...pagePatterns.flatMap((p) => p.split('/')).filter((s) => s && !s.startsWith(':')),
    'CLASSES',
    'Dashboard',
    '',
    '%20',
    '%2F',
    '%C3%A9',
    'a%2Fb',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/),
);
const address = fc.array(segment, { minLength: 0, maxLength: 6 }).map((parts) => `/${parts.join('/')}`);

describe("the server's reading of the client's route table", () => {
  it('finds the page the client router shows, with the same parameters, for any address (property)', () => {
    fc.assert(
      fc.property(address, (pathname) => {
        expect(matchPage(pathname), pathname).toEqual(clientMatch(pathname));
      }),
      { numRuns: 3_000 },
    );
  });

  it('reads addresses as the client does: any case, trailing slashes, decoded parameters', () => {
    expect(matchPage('/Classes/')).toEqual({ pattern: '/classes', params: {} });
    expect(matchPage('/ins/Kenji%20Sato')).toEqual({ pattern: '/ins/:id', params: { id: 'Kenji Sato' } });
    expect(matchPage('/ins/a%2Fb')).toEqual({ pattern: '/ins/:id', params: { id: 'a/b' } });
    expect(matchPage('/dashboard/classes/7/waitlist')?.params).toEqual({ id: '7' });
    expect(matchPage('/classes/a/b')).toBeNull();
    expect(matchPage('/ins/%E2%82')).toBeNull();
  });

  it('tells the dashboard from the public site', () => {
    expect(inDashboard('/dashboard/nothing')).toBe(true);
    expect(inDashboard('/DASHBOARD')).toBe(true);
    expect(inDashboard('/dashboardx')).toBe(false);
    expect(inDashboard('/nothing/dashboard')).toBe(false);
  });
});
