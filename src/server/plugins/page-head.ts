import { localizedPath } from '#contract/page-paths';
import { uiLocales, type UiLocale } from '#contract/ui-locale-list';

/**
 * What a page's HTML says about it before any script runs, for link previews and search engines: its
 * title, description, canonical address, Open Graph tags and schema.org data. Made per request for pages
 * whose data is public (a class's page); escaped here, in one place, whatever it holds.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute. */
  canonical: string;
  /** The same page in each language, for `<link rel="alternate" hreflang>` (see pageAddresses). */
  alternates?: readonly Alternate[];
  /** `property` (Open Graph) or `name` (Twitter) meta tags, in order. */
  meta: ({ property: string; content: string } | { name: string; content: string })[];
  /** schema.org data, written out as JSON-LD. */
  structuredData?: object;
}

interface Alternate {
  /** A language's tag, or `x-default` for the address of a visitor whose language we do not have. */
  hreflang: string;
  href: string;
}

/**
 * The absolute addresses of a page (`path`, the route table's: `/classes`) in `locale` and in every language,
 * English's, the one without a language's segment, also the x-default
 * (docs/decisions/locale-addresses.md). `origin` is the site's public address, never a request's.
 */
export function pageAddresses(
  origin: string,
  path: string,
  locale: UiLocale,
): { canonical: string; alternates: Alternate[] } {
  const href = (language: UiLocale) => `${origin}${localizedPath(language, path)}`;
  return {
    canonical: href(locale),
    alternates: [
      ...uiLocales.map((language) => ({ hreflang: language, href: href(language) })),
      { hreflang: 'x-default', href: href('en') },
    ],
  };
}

/** The canonical and alternate links, as written in a head. */
function addressLinks(canonical: string, alternates: readonly Alternate[] = []): string {
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
  ].join('');
}

/** A prerendered page's HTML with its canonical and alternate links added before </head>. */
export function withPageAddresses(
  html: string,
  { canonical, alternates }: { canonical: string; alternates: readonly Alternate[] },
): string {
  return html.replace('</head>', () => `${addressLinks(canonical, alternates)}</head>`);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON that cannot end its <script> element or open a comment in it: '<', '>' and '&' are written as
 * \u escapes, which JSON reads back as the same characters. U+2028 and U+2029 too, for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The page's HTML with `head` in place of the generic title and description, and its other tags added. */
export function withPageHead(html: string, head: PageHead): string {
  const tags = [
    addressLinks(head.canonical, head.alternates),
    ...head.meta.map((tag) =>
      'property' in tag
        ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`
        : `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`,
    ),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`]
      : []),
  ].join('');
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  // Functions, so that a '$' in a class's name is not read as a replacement pattern.
  let page = html.replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`);
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  return page.replace('</head>', () => `${tags}</head>`);
}
