import { classIdParam, type ClassDetails } from '#contract/classes';
import { localizedPath, routePatterns } from '#contract/page-paths';
import { classLevelLabels } from '#contract/schedule';
import { isFull } from '#contract/seats';
import type { ClassSession } from '#contract/sessions';
import type { UiLocale } from '#contract/ui-locale-list';
import { centsFromDollars, usdText } from '#server/money';
import type { PageHeads } from '#server/plugins/client-app';
import type { PageHead } from '#server/plugins/page-head';
import type { ClassesService } from './classes.service.js';

const SCHOOL = 'Speak the World';
const CLASS_PAGE = /^\/classes\/([^/]+)$/;

/** '$1,250.00', or 'Free': as the class's page and cards say it. */
function priceText(price: number): string {
  return price === 0 ? 'Free' : usdText(centsFromDollars(price));
}

/** The class in a sentence, for search results and link previews. */
function summary(item: ClassDetails): string {
  // When classes have a description, its first lines come first here.
  const seats = isFull(item.availableSeats)
    ? 'no seats left'
    : `${item.availableSeats} ${item.availableSeats === 1 ? 'seat' : 'seats'} left`;
  return `${item.name}, a class taught by ${item.instructorName} at ${SCHOOL}. ${priceText(item.price)}, ${seats}.`;
}

/** A picture's address as another site fetches it: absolute. */
const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).href;

/** Search engines read a few runs of a course, not a term of 200 meetings. */
const COURSE_INSTANCES_MAX = 50;

/**
 * The head of an approved class's page in `locale`: title and description, Open Graph for link previews
 * and a schema.org Course for search engines, with one CourseInstance per upcoming session (`upcoming`:
 * the scheduled sessions that have not ended, in order). `origin` is the site's public address, without a
 * trailing slash. The page's address is the one in `locale`; the Course's @id is one for every language,
 * the address without a language's segment, as it is one course.
 */
function classPageHead(
  item: ClassDetails,
  origin: string,
  locale: UiLocale,
  upcoming: readonly ClassSession[] = [],
): PageHead {
  const path = routePatterns.class.replace(':id', encodeURIComponent(item._id));
  const id = `${origin}${path}`;
  const url = `${origin}${localizedPath(locale, path)}`;
  const description = summary(item);
  const image = absolute(origin, item.img);
  const instructor = {
    '@type': 'Person',
    name: item.instructorName,
    url: `${origin}${localizedPath(locale, routePatterns.instructor.replace(':id', encodeURIComponent(item.instructorId)))}`,
  };
  const place =
    item.format === 'online'
      ? { courseMode: 'online', location: { '@type': 'VirtualLocation', url } }
      : item.format === 'in-person'
        ? {
            courseMode: 'onsite',
            ...(item.address ? { location: { '@type': 'Place', address: item.address } } : {}),
          }
        : {};
  const instances =
    upcoming.length > 0
      ? upcoming.slice(0, COURSE_INSTANCES_MAX).map((session) => ({
          '@type': 'CourseInstance',
          ...place,
          startDate: session.startsAt,
          endDate: session.endsAt,
          instructor,
        }))
      : [{ '@type': 'CourseInstance', ...place, instructor }];
  return {
    title: `${item.name} | ${SCHOOL}`,
    description,
    canonical: url,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SCHOOL },
      { property: 'og:title', content: item.name },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: `${item.name} class` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      '@id': id,
      url,
      name: item.name,
      description,
      image,
      ...(item.language ? { inLanguage: item.language } : {}),
      ...(item.level ? { educationalLevel: classLevelLabels[item.level] } : {}),
      provider: { '@type': 'Organization', name: SCHOOL, url: `${origin}/` },
      offers: {
        '@type': 'Offer',
        category: item.price === 0 ? 'Free' : 'Paid',
        price: item.price,
        priceCurrency: 'USD',
        availability: isFull(item.availableSeats)
          ? 'https://schema.org/SoldOut'
          : 'https://schema.org/InStock',
        url,
      },
      hasCourseInstance: instances,
    },
  };
}

/**
 * The heads of class pages: an approved class gets its own, anything else (an unknown id, a pending or
 * denied class) none, so the page is the generic one and says nothing about it. Pictures and links are
 * absolute on the site's address (PUBLIC_URL, else the one it was started on), never on the request's Host:
 * a forged one would otherwise be cached and shared as the page's canonical address.
 */
export function classPageHeads(
  classes: ClassesService,
  { siteUrl, now = () => new Date() }: { siteUrl: string; now?: () => Date },
): PageHeads {
  const origin = new URL(siteUrl).origin;
  return async ({ locale, path }) => {
    const segment = CLASS_PAGE.exec(path)?.[1];
    if (!segment) return null;
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!classIdParam.safeParse({ id }).success) return null;
    const item = await classes.findPublicClass(id);
    if (!item) return null;
    const { sessions } = await classes.listSessions(null, id);
    const at = now().getTime();
    const upcoming = sessions.filter((s) => s.status === 'scheduled' && Date.parse(s.endsAt) > at);
    return classPageHead(item, origin, locale, upcoming);
  };
}
