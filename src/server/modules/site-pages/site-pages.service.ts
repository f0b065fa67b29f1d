import { classIdParam } from '#contract/classes';
import { localeAddress, localizedPath, routePatterns } from '#contract/page-paths';
import { uiLocales } from '#contract/ui-locale-list';
import { userIdParam } from '#contract/users';
import type { PageKind } from '#server/plugins/client-app';
import type { ClassesService } from '#server/modules/classes/classes.service';
import type { InstructorsService } from '#server/modules/instructors/instructors.service';
import { inDashboard, matchPage } from './page-routes.js';

/** The public pages a search engine is told of, apart from each class's and instructor's. */
const SITEMAP_PAGES = [
  routePatterns.home,
  routePatterns.classes,
  routePatterns.instructors,
  routePatterns.about,
  routePatterns.contact,
  routePatterns.teach,
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

// The store cannot hold U+0000 in text; no id of ours has a control character.
const CONTROL_CHARACTER = /\p{Cc}/u;

export interface SitePagesOptions {
  classes: ClassesService;
  instructors: InstructorsService;
  /** The site's public address, the base of the sitemap's absolute links (never a request's Host). */
  siteUrl: string;
}

/**
 * Which addresses are pages of the app (the client's route table, and the classes and instructors of the
 * store the public may see), and the files that tell search engines about them.
 */
export function createSitePagesService({ classes, instructors, siteUrl }: SitePagesOptions) {
  const origin = new URL(siteUrl).origin;
  const absolute = (pathname: string) => `${origin}${pathname}`;

  async function isPublicClass(id: string): Promise<boolean> {
    if (!classIdParam.safeParse({ id }).success) return false;
    return (await classes.findPublicClass(id)) !== null;
  }

  async function isInstructor(id: string): Promise<boolean> {
    if (CONTROL_CHARACTER.test(id) || !userIdParam.safeParse({ id }).success) return false;
    return instructors.exists(id);
  }

  return {
    /**
     * What the client's router shows at `pathname` (still %-encoded), as the server answers it: every page
     * is also at its address in each language (`/es/classes`), the dashboard too.
     */
    async pageKind(pathname: string): Promise<PageKind> {
      const { path } = localeAddress(pathname);
      const match = matchPage(path);
      if (!match) return inDashboard(path) ? 'dashboard-not-found' : 'not-found';
      const id = match.params.id ?? '';
      if (match.pattern === routePatterns.class) return (await isPublicClass(id)) ? 'page' : 'missing';
      if (match.pattern === routePatterns.instructor) return (await isInstructor(id)) ? 'page' : 'missing';
      // Every other page is the same for everyone until its script asks who is there (the dashboard).
      return 'page';
    },

    /**
     * The sitemap (sitemaps.org): the public pages, every approved class's and every instructor's, each at
     * its address in every language, with the others as its alternates (Google's hreflang in sitemaps).
     */
    async sitemap(): Promise<string> {
      const [approved, people] = await Promise.all([classes.listClasses({}, null), instructors.list()]);
      const pages = [
        ...SITEMAP_PAGES,
        ...approved.map((item) => routePatterns.class.replace(':id', encodeURIComponent(item._id))),
        ...people.map((person) => routePatterns.instructor.replace(':id', encodeURIComponent(person._id))),
      ];
      const urls = pages.flatMap((page) => {
        const href = (locale: (typeof uiLocales)[number]) => escapeXml(absolute(localizedPath(locale, page)));
        const alternates = [
          ...uiLocales.map(
            (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
        ].join('');
        return uiLocales.map((locale) => `<url><loc>${href(locale)}</loc>${alternates}</url>`);
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },

    /** robots.txt: crawlers keep out of the dashboard and the API, and are told where the sitemap is. */
    robots: `User-agent: *\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: ${absolute('/sitemap.xml')}\n`,
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
