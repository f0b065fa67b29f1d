import type { Location } from 'react-router';

/** Where to go after signing in: the page the visitor came from, or home. */
export function originPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  if (from.pathname === '/login' || from.pathname === '/registration') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
