import { useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router';

/*
 * React Router's Link and NavLink as the app uses them, on its own hooks. Its components also prefetch for
 * framework mode and follow view transitions and masked addresses, and bring that code (about 3 kB
 * gzipped) to every page's first load, used or not (docs/decisions/public-first-load.md). The markup is
 * theirs: the same href, aria-current and data-discover.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A plain link: the browser loads the page anew. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...rest}
      href={href}
      onClick={
        reloadDocument
          ? onClick
          : (event: MouseEvent<HTMLAnchorElement>) => {
              onClick?.(event);
              if (!event.defaultPrevented) navigate(event);
            }
      }
      target={target}
      data-discover="true"
    />
  );
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on `to` itself, not on the addresses below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode;
}

/** A Link that knows it leads to the current page: aria-current="page", and class "active" or its own. */
export function NavLink({ to, end = false, className = '', ...rest }: NavLinkProps) {
  const { navigator } = useContext(NavigationContext);
  const path = useResolvedPath(to);
  const current = useLocation().pathname.toLowerCase();
  const target = (
    navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname
  ).toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive, isPending: false, isTransitioning: false })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    />
  );
}
