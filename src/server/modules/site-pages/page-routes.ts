import { linkPaths } from '#contract/link-paths';
import { routePatterns } from '#contract/page-paths';
import { staffPaths } from '#contract/staff-paths';

/** Every page the client's router mounts, as its pattern (`/classes/:id`). */
export const pagePatterns: readonly string[] = [
  ...Object.values(routePatterns),
  ...Object.values(linkPaths),
  ...Object.values(staffPaths),
];

/**
 * A pattern as React Router's matchPath compiles it: letters in any case, a `:param` for one segment that
 * is not empty, any number of trailing slashes, and a trailing `/*` for the address and everything below.
 */
function compile(pattern: string): { regexp: RegExp; params: string[] } {
  const params: string[] = [];
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        params.push(name);
        return '/([^\\/]+)';
      });
  source += pattern.endsWith('/*') ? '(?:\\/(.+)|\\/*)$' : '\\/*$';
  return { regexp: new RegExp(source, 'i'), params };
}

/**
 * The address as the client's router reads it: each segment %-decoded, except that an encoded '/' stays
 * one; null when a segment cannot be decoded (no page of ours has such an address).
 */
function decodePagePath(pathname: string): string | null {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

interface PageMatch {
  pattern: string;
  /** The `:param` values, decoded. */
  params: Record<string, string>;
}

export interface PageMatcher {
  (pathname: string): PageMatch | null;
}

/** A matcher of `patterns`: the first one the (still encoded) `pathname` matches, with its parameters. */
function pageMatcher(patterns: readonly string[]): PageMatcher {
  const compiled = patterns.map((pattern) => ({ pattern, ...compile(pattern) }));
  return (pathname) => {
    const decoded = decodePagePath(pathname);
    if (decoded === null) return null;
    for (const { pattern, regexp, params } of compiled) {
      const found = regexp.exec(decoded);
      if (!found) continue;
      const values: Record<string, string> = {};
      params.forEach((name, i) => (values[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
      return { pattern, params: values };
    }
    return null;
  };
}

/** The page of the client's router at `pathname`, if it has one. */
export const matchPage = pageMatcher(pagePatterns);

/** True when the client's router shows `pathname` inside the dashboard (its own 404 page included). */
export const inDashboard = (() => {
  const match = pageMatcher([`${routePatterns.dashboard}/*`]);
  return (pathname: string) => match(pathname) !== null;
})();
