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
  /** `property` (Open Graph) or `name` (Twitter) meta tags, in order. */
  meta: ({ property: string; content: string } | { name: string; content: string })[];
  /** schema.org data, written out as JSON-LD. */
  structuredData?: object;
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
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
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
