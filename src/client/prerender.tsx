import { renderToString } from 'react-dom/server';
import { App } from './app';
import { routePatterns } from './paths';
import { createQueryClient } from './query-client';
import { createMemoryRouter, documentTitleFor } from './router';

/**
 * An address no route has: the 404 page prerendered there (prerendered/404.html) is what the server sends,
 * with status 404, for every address that is no page of the app.
 */
export const NOT_FOUND_PATH = '/404';

/**
 * The public pages that are prerendered at build time, so that they paint before any script has run, each
 * with the source of its lazy route (as router.tsx imports it), whose code the page preloads. A `:param`
 * segment makes one page for every value (written as prerendered/ins/[id].html).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [routePatterns.home]: 'src/client/pages/home-page.tsx',
  [routePatterns.classes]: 'src/client/pages/classes-page.tsx',
  [routePatterns.instructors]: 'src/client/pages/instructors-page.tsx',
  // One page for every instructor: its first render is the skeleton, whatever the id.
  [routePatterns.instructor]: 'src/client/pages/instructor-page.tsx',
  // One page for every class, as for instructors; the server adds an approved class's own head to it.
  [routePatterns.class]: 'src/client/pages/class-page.tsx',
  [routePatterns.login]: 'src/client/pages/login-page.tsx',
  [routePatterns.registration]: 'src/client/pages/registration-page.tsx',
  [routePatterns.about]: 'src/client/pages/about-page.tsx',
  [routePatterns.contact]: 'src/client/pages/contact-page.tsx',
  [routePatterns.teach]: 'src/client/pages/teach-page.tsx',
  [NOT_FOUND_PATH]: 'src/client/pages/not-found-page.tsx',
};

/**
 * The page at `pathname` as the browser's first render will make it: no data yet (lists show their
 * skeletons, the header waits for the session), so that hydration finds the same markup.
 */
export async function prerender(pathname: string): Promise<{ html: string; title: string }> {
  const router = createMemoryRouter(pathname);
  await router.ready;
  const { error } = router.getState();
  if (error) throw error;
  const queryClient = createQueryClient();
  const html = renderToString(<App queryClient={queryClient} router={router} />);
  // The queries the render created would otherwise keep the build's process alive until their gcTime.
  queryClient.clear();
  return { html, title: documentTitleFor(pathname) };
}
