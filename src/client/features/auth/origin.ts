import type { Location } from 'react-router';
import { paths } from '#client/paths.ts';

/** Where to go after signing in: the page the visitor came from, or home. */
export function originPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.home;
  if (from.pathname === paths.login || from.pathname === paths.registration) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
