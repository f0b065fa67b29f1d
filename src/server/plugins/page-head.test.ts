import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, withPageHead, type PageHead } from './page-head.js';

const head = (name: string): PageHead => ({
  title: `${name} | Speak the World`,
  description: `About ${name}.`,
  canonical: `https://speak.example/classes/1?a=1&b="2"`,
  meta: [
    { property: 'og:title', content: name },
    { name: 'twitter:card', content: 'summary_large_image' },
  ],
  structuredData: { '@type': 'Course', name },
});

describe('a page head', () => {
  it('replaces the title and the description and adds its tags before </head>', () => {
    const html =
      '<html><head><meta name="description" content="The school." /><title>Class | Speak the World</title></head><body><div id="root"><title>icon</title></div></body></html>';
    const page = withPageHead(html, head('Czech A1'));
    expect(page).toBe(
      '<html><head><meta name="description" content="About Czech A1."><title>Czech A1 | Speak the World</title>' +
        '<link rel="canonical" href="https://speak.example/classes/1?a=1&amp;b=&quot;2&quot;">' +
        '<meta property="og:title" content="Czech A1"><meta name="twitter:card" content="summary_large_image">' +
        '<script type="application/ld+json">{"@type":"Course","name":"Czech A1"}</script>' +
        '</head><body><div id="root"><title>icon</title></div></body></html>',
    );
  });

  it('adds a description to a page that has none', () => {
    const page = withPageHead('<head><title>x</title></head>', { ...head('A'), meta: [] });
    expect(page).toContain('<meta name="description" content="About A.">');
  });

  it("takes a '$' in the text as itself, not as a replacement pattern", () => {
    const page = withPageHead('<head><title>x</title></head><body></body>', head("$& $' $` $1"));
    expect(page).toContain('<title>$&amp; $&#39; $` $1 | Speak the World</title>');
    expect(page).toContain('<body></body>');
  });

  it('escapes text for HTML and JSON for a script element, and the JSON reads back the same', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const value = { name: '</script><!-- & \u2028\u2029 -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
