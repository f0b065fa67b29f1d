import {
  Component,
  createContext,
  createElement,
  useContext,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  matchRoutes,
  NavigationType,
  parsePath,
  Router,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';
import type { MessageDescriptor } from '@lingui/core';

/*
 * React Router's components and hooks (Link, NavLink, useNavigate, useParams, useSearchParams...) over a
 * router of our own instead of its data router, whose code (18 kB gzipped: loaders, actions, fetchers,
 * framework mode) did not fit the public pages' first load (docs/decisions/public-first-load.md). What the
 * app used of the data router is here: pages fetched before they are first shown, each navigation rendered
 * in the task that changes the address, route titles, a pending state, scroll restoration, an error page.
 */

export interface AppRoute {
  path?: string;
  index?: boolean;
  /** A `msg` descriptor, shown in the interface's language; a string is shown as it is. */
  handle?: { title?: string | MessageDescriptor };
  element?: ReactNode;
  /** The page's code, fetched before the route is first shown. */
  lazy?: () => Promise<ComponentType>;
  children?: AppRoute[];
  /** Stands for its siblings' routes, not fetched yet: see lazyChildren. */
  routes?: () => Promise<AppRoute[]>;
}

/**
 * A page fetched when it is first visited: `lazyPage(() => import('./pages/x'), 'XPage')`. The import stays
 * written out at each route, so the bundler makes every page a chunk of its own.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): AppRoute['lazy'] {
  return async () => (await load())[name];
}

/**
 * Children fetched with the first visit below their parent, so that a part of the site that has many
 * routes (the dashboard) keeps even their table out of the other pages' code. Until then one route
 * stands for them all and matches every address below the parent.
 */
export function lazyChildren(load: () => Promise<AppRoute[]>): AppRoute[] {
  return [{ path: '*', routes: load }];
}

/** The history React Router's own routers use (`UNSAFE_createBrowserHistory`, `UNSAFE_createMemoryHistory`). */
export interface History extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
}

interface RouterState {
  action: NavigationType;
  location: Location;
  /** A page's code is on its way: the previous page stays until it has come. */
  pending: boolean;
  preventScrollReset: boolean;
  /** The page's code could not be fetched. */
  error: unknown;
  /** No navigation yet: the page the browser opened. */
  first: boolean;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface AppRouter {
  readonly routes: AppRoute[];
  /** The part of `pathname` before the route table's addresses ('' or a language's `/es`): see RouterOptions. */
  basename(pathname: string): string;
  /** What React Router's Link and useNavigate call: our navigation instead of the history's own. */
  readonly navigator: Navigator;
  /** Settles once the first page's code is in place: render after it. */
  readonly ready: Promise<void>;
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  /** Settles when the new page is on screen (or a later navigation took its place). */
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

const loading = new WeakMap<AppRoute, Promise<void>>();

/** Puts the routes `stand` stands for in its place among `parent`'s children. */
function loadChildren(parent: AppRoute, stand: AppRoute): Promise<void> {
  let promise = loading.get(stand);
  if (!promise) {
    promise = stand.routes!().then(
      (children) => {
        parent.children = parent.children?.flatMap((child) => (child === stand ? children : [child]));
      },
      (error: unknown) => {
        loading.delete(stand);
        throw error;
      },
    );
    loading.set(stand, promise);
  }
  return promise;
}

function loadRoute(route: AppRoute): Promise<void> {
  const load = route.lazy;
  if (!load) return Promise.resolve();
  let promise = loading.get(route);
  if (!promise) {
    promise = load().then(
      (Page) => {
        route.element = createElement(Page);
        route.lazy = undefined;
      },
      (error: unknown) => {
        // The next visit tries again.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

export function matchAppRoutes(routes: AppRoute[], pathname: string) {
  return matchRoutes(routes as RouteObject[], pathname) as { route: AppRoute }[] | null;
}

/** Fetches the code of every page that `pathname` shows, so that it renders at once, finished. */
export async function loadRoutesFor(routes: AppRoute[], pathname: string) {
  let matches = matchAppRoutes(routes, pathname) ?? [];
  for (let stands = standIns(matches); stands.length; stands = standIns(matches)) {
    await Promise.all(stands.map(([parent, stand]) => loadChildren(parent, stand)));
    matches = matchAppRoutes(routes, pathname) ?? [];
  }
  await Promise.all(matches.map(({ route }) => loadRoute(route)));
}

/**
 * The routes not fetched yet that may hold the page: a stand-in the address matched, or every stand-in
 * below the deepest match (the address ends there, and one of them may hold its index page).
 */
const standIns = (matches: { route: AppRoute }[]) =>
  matches.flatMap(({ route }, i) => {
    if (i > 0 && route.routes) return [[matches[i - 1]!.route, route] as const];
    if (i < matches.length - 1) return [];
    return (route.children ?? []).filter((child) => child.routes).map((stand) => [route, stand] as const);
  });

const needsCode = (routes: AppRoute[], pathname: string) => {
  const matches = matchAppRoutes(routes, pathname) ?? [];
  return matches.some(({ route }) => route.lazy) || standIns(matches).length > 0;
};

export interface RouterOptions {
  /**
   * The part of an address before the route table's addresses, as the address writes it ('' for none):
   * React Router's `basename`, read from each address, so that one router serves `/classes` and
   * `/es/classes` and every link keeps the part it was rendered under.
   */
  basename?: (pathname: string) => string;
  /** Work that must be done before the address is shown, beside fetching its page's code. */
  prepare?: (pathname: string) => Promise<unknown>;
}

/**
 * A router on `history`. Every change of the address is rendered with flushSync in the same task as the
 * address changes, once the new page's code is in: otherwise the address says /login while the old page,
 * with its own fields (the footer's email box), is still on screen, and what is typed then, by a person, a
 * password manager or a test, goes into the old page and is gone when the new one appears.
 */
export function createAppRouter(
  routes: AppRoute[],
  history: History,
  { basename = () => '', prepare }: RouterOptions = {},
): AppRouter {
  /** The address in the route table. */
  const routePath = (pathname: string) => pathname.slice(basename(pathname).length) || '/';
  let state: RouterState = {
    action: history.action,
    location: history.location,
    pending: false,
    preventScrollReset: false,
    error: null,
    first: true,
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<RouterState>, render = false) => {
    state = { ...state, ...next };
    const notify = () => listeners.forEach((listener) => listener());
    if (render) flushSync(notify);
    else notify();
  };
  let latest = 0;

  /** Fetches the code for `pathname`, then makes `commit` and renders its location: one navigation. */
  async function go(
    pathname: string,
    action: NavigationType,
    commit: () => Location,
    preventScrollReset = false,
  ) {
    const id = ++latest;
    let error: unknown = null;
    if (needsCode(routes, routePath(pathname))) update({ pending: true });
    try {
      // Awaited even when the code is in: never inside a render, an effect or a click's own task.
      await Promise.all([loadRoutesFor(routes, routePath(pathname)), prepare?.(pathname)]);
    } catch (failure) {
      error = failure;
    }
    if (id !== latest) return;
    savePosition(state.location);
    update({ action, location: commit(), pending: false, preventScrollReset, error, first: false }, true);
  }

  history.listen(({ action, location }) => void go(location.pathname, action, () => location));

  const navigate = (to: To, options: NavigateOptions = {}) => {
    const pathname = (typeof to === 'string' ? parsePath(to) : to).pathname ?? state.location.pathname;
    return go(
      pathname,
      options.replace ? NavigationType.Replace : NavigationType.Push,
      () => {
        if (options.replace) history.replace(to, options.state);
        else history.push(to, options.state);
        return history.location;
      },
      options.preventScrollReset,
    );
  };

  const ready = loadRoutesFor(routes, routePath(state.location.pathname)).catch((error: unknown) => {
    state = { ...state, error };
  });

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: history.encodeLocation && ((to) => history.encodeLocation!(to)),
    go: (delta) => history.go(delta),
    push: (to, state, options?: NavigateOptions) => void navigate(to, { ...options, state }),
    replace: (to, state, options?: NavigateOptions) =>
      void navigate(to, { ...options, state, replace: true }),
  };

  return {
    routes,
    basename,
    navigator,
    ready,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
  };
}

const RouterContext = createContext<AppRouter | null>(null);

export function useAppRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useAppRouter is used outside AppRouterProvider');
  return router;
}

function useRouterState() {
  const router = useAppRouter();
  return useSyncExternalStore(router.subscribe, router.getState, router.getState);
}

/** A page's code is on its way. */
export function useNavigationPending(): boolean {
  return useRouterState().pending;
}

/** The routes the current address matches, outermost first (their `handle` gives the title). */
export function useRouteMatches(): { route: AppRoute }[] {
  const { routes } = useAppRouter();
  return matchAppRoutes(routes, useLocation().pathname) ?? [];
}

/** Shows `fallback(error)` instead of the page that failed, until the address changes. */
class RouteErrorBoundary extends Component<
  { location: Location; fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * What React Router's useRoutes renders for routes like ours (elements, no error elements, no data router):
 * each matched route's element, with the next one as its Outlet. Its own also renders the data router's and
 * framework mode's error boundaries and carries them into the first load, used or not.
 */
function RouteTree({ routes }: { routes: AppRoute[] }) {
  const { navigator } = useContext(NavigationContext);
  const matches = matchRoutes(routes as RouteObject[], useLocation().pathname);
  if (!matches) return null;
  // As React Router's: the matched parts of the address as the browser's history writes them.
  const encode = (pathname: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'))
          .pathname
      : pathname;
  const rendered: RouteMatch[] = matches.map((match) => ({
    ...match,
    pathname: encode(match.pathname),
    pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase),
  }));
  return rendered.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: rendered.slice(0, index + 1), isDataRoute: false }}>
        {match.route.element !== undefined ? match.route.element : outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

export function AppRouterProvider({
  router,
  errorPage: ErrorPage,
}: {
  router: AppRouter;
  errorPage: ComponentType<{ error: unknown }>;
}) {
  const { action, location, error } = useSyncExternalStore(
    router.subscribe,
    router.getState,
    router.getState,
  );
  return (
    <RouterContext.Provider value={router}>
      <Router
        basename={router.basename(location.pathname) || '/'}
        navigator={router.navigator}
        location={location}
        navigationType={action}
      >
        {error ? (
          <ErrorPage error={error} />
        ) : (
          <RouteErrorBoundary location={location} fallback={(failure) => <ErrorPage error={failure} />}>
            <RouteTree routes={router.routes} />
          </RouteErrorBoundary>
        )}
      </Router>
    </RouterContext.Provider>
  );
}

const SCROLL_POSITIONS_KEY = 'scroll-positions';
let positions: Record<string, number> = {};

function savePosition(location: Location) {
  if (typeof window !== 'undefined') positions[location.key] = window.scrollY;
}

/**
 * As React Router's ScrollRestoration: back and forward (and a reload) return to where the page was
 * scrolled; a new page starts at its top, or at its #hash, unless the navigation said preventScrollReset.
 * The first page is left where the person has scrolled it: it may have been on screen, prerendered, before
 * this ran.
 */
export function ScrollRestoration() {
  const { location, preventScrollReset, first } = useRouterState();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      savePosition(location);
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Without storage, a reload starts where the browser puts it.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [location]);

  useLayoutEffect(() => {
    if (first) positions = readPositions();
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
    } else if (!first && !scrollToHash(location.hash) && !preventScrollReset) {
      window.scrollTo(0, 0);
    }
  }, [location, preventScrollReset, first]);
  return null;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return !!target;
  } catch {
    return false;
  }
}
