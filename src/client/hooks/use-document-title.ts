import { useEffect, useSyncExternalStore } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRouteMatches } from '#client/app-router.tsx';

const SITE_NAME = 'Speak the World';

/** The document title for a route's matches: the deepest page's `handle.title`, then the site's name. */
export function documentTitle(matches: readonly { handle?: unknown }[], i18n: I18n): string {
  const titles = matches.map(
    (match) => (match.handle as { title?: string | MessageDescriptor } | undefined)?.title,
  );
  const title = titles.filter(Boolean).at(-1);
  if (!title) return SITE_NAME;
  return `${typeof title === 'string' ? title : i18n._(title)} | ${SITE_NAME}`;
}

// A page whose name comes with its data (an instructor's) puts it here while it is shown.
let pageTitle: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setPageTitle = (title: string | null) => {
  pageTitle = title;
  listeners.forEach((listener) => listener());
};

/** Keeps the tab's title (and what screen readers announce on navigation) on the current page's. */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const named = useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => null,
  );
  const routeTitle = documentTitle(
    useRouteMatches().map((match) => match.route),
    i18n,
  );
  const title = named ? `${named} | ${SITE_NAME}` : routeTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Names the page after its data once it has loaded (until then, and after, the route's `handle.title`
 * stands), so that the tab and history read 'Kenji Sato | Speak the World'.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}
