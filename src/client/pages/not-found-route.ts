import { lazyPage, type AppRoute } from '#client/app-router.tsx';

/** The last route of a part of the site: 'Page not found'. */
export const notFound = (): AppRoute => ({
  path: '*',
  handle: { title: 'Page not found' },
  lazy: lazyPage(() => import('./not-found-page'), 'NotFoundPage'),
});
