// After `vite build`: adds the body font's preload to dist/client/index.html, then writes
// dist/client/prerendered/<language>/<page>.html (`en`, `es`, ..., `pt-br`: the language's address segment,
// `en` for English), index.html with the page's first render in that language inside #root, its <html lang
// dir>, title and description in it, and its route's code and the language's catalogue preloaded. The server
// sends these for a plain GET of the page at its address in that language, with its canonical and
// alternate links (src/server/plugins/client-app.ts); main.tsx hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.join(root, 'dist/client');
const { prerender, PRERENDERED_PAGES, PRERENDERED_LOCALES, localeFolder, catalogueSource } = await import(
  path.join(root, 'dist/prerender/prerender.js')
);
const manifestFile = path.join(clientDir, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// Read here only: it need not be served.
rmSync(path.dirname(manifestFile), { recursive: true });
const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');

// The text's font is found only once the stylesheet is parsed: asking for it at once saves a round trip
// before the text can be drawn. The Latin subset is the one English text uses.
const fonts = (manifest['index.html']?.assets ?? []).filter((file) =>
  /nunito-latin-wght.*\.woff2$/.test(file),
);
if (fonts.length !== 1)
  throw new Error(`expected one Latin body font among the assets, found ${fonts.length}`);
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fonts[0]}">`;
const shell = built.replace('</head>', `${fontPreload}</head>`);
writeFileSync(path.join(clientDir, 'index.html'), shell);

/** The chunks a source file needs, its own first, as modulepreload links. */
function preloadsOf(source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // A page's source missing from the manifest means PRERENDERED_PAGES no longer matches router.tsx.
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build: see PRERENDERED_PAGES`);
  visit(source);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const HTML_TAG = /<html[^>]*>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
if (!HTML_TAG.test(shell) || !DESCRIPTION.test(shell))
  throw new Error('index.html has no <html> or description');

rmSync(path.join(clientDir, 'prerendered'), { recursive: true, force: true });
for (const locale of PRERENDERED_LOCALES) {
  const catalogue = catalogueSource(locale);
  for (const [pathname, source] of Object.entries(PRERENDERED_PAGES)) {
    const { html, title, description, lang, dir } = await prerender(pathname, locale);
    const preloads = [...new Set([source, catalogue].filter(Boolean).flatMap(preloadsOf))].filter(
      (link) => !shell.includes(link),
    );
    const page = shell
      .replace(HTML_TAG, () => `<html lang="${lang}" dir="${dir}">`)
      .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}">`)
      .replace('</head>', () => `${preloads.join('')}</head>`)
      // The page is readable without its code, so the stylesheet, the font and the pictures come first.
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // A function, so that a '$' in the page is not read as a replacement pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
    const name = pathname === '/' ? 'index' : pathname.slice(1).replace(/:(\w+)/g, '[$1]');
    const file = path.join(clientDir, 'prerendered', localeFolder(locale), `${name}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  console.log(`prerendered ${Object.keys(PRERENDERED_PAGES).length} pages in ${locale}`);
}
