import type { RouteOptions } from 'fastify';

/** The routes an app registered, as `METHOD /path` (HEAD routes Fastify adds for each GET left out). */
export function routeCollector() {
  const seen: { method: string; url: string }[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) seen.push({ method, url: route.url });
    },
    list(): string[] {
      const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url));
      return [
        ...new Set(
          seen.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map((r) => `${r.method} ${r.url}`),
        ),
      ].sort();
    },
  };
}
