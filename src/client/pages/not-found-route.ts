import { lazyPage, type AppRoute } from '#client/app-router.tsx';
import { msg } from '@lingui/core/macro';
import { titled } from './route-title';

/** The last route of a part of the site: 'Page not found'. */
export const notFound = (): AppRoute => ({
  path: '*',
  handle: titled(msg`Page not found`),
  lazy: lazyPage(() => import('./not-found-page'), 'NotFoundPage'),
});
