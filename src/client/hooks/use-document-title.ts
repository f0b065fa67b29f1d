import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const SITE_NAME = 'Speak the World';

/** The document title for a route's matches: the deepest page's `handle.title`, then the site's name. */
export function documentTitle(matches: readonly { handle?: unknown }[]): string {
  const titles = matches.map((match) => (match.handle as { title?: string } | undefined)?.title);
  const title = titles.filter(Boolean).at(-1);
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Keeps the tab's title (and what screen readers announce on navigation) on the current page's. */
export function useDocumentTitle() {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
