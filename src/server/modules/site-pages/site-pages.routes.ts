import type { FastifyPluginAsync } from 'fastify';
import type { SitePagesService } from './site-pages.service.js';

/** The files that tell search engines about the site's pages; registered with the built front end. */
export const sitePagesRoutes: FastifyPluginAsync<{ sitePages: SitePagesService }> = async (
  app,
  { sitePages },
) => {
  // Made once: also the heavy tests' probe of how fast the server answers while it is loaded.
  const robots = Buffer.from(sitePages.robots);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await sitePages.sitemap();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap);
  });
};
