// After `vite build`: adds the body font's preload to dist/client/index.html, then writes
// dist/client/prerendered/<page>.html, index.html with the page's first render inside #root and its route's
// code preloaded. The server sends these for a plain GET of the page; main.tsx hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.join(root, 'dist/client');
const { prerender, PRERENDERED_PAGES } = await import(path.join(root, 'dist/prerender/prerender.js'));
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

mkdirSync(path.join(clientDir, 'prerendered'), { recursive: true });
for (const [pathname, source] of Object.entries(PRERENDERED_PAGES)) {
  const { html, title } = await prerender(pathname);
  const preloads = source ? preloadsOf(source).filter((link) => !shell.includes(link)) : [];
  const page = shell
    .replace('</head>', () => `${preloads.join('')}</head>`)
    // The page is readable without its code, so the stylesheet, the font and the pictures come first.
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    // A function, so that a '$' in the page is not read as a replacement pattern.
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  const name = pathname === '/' ? 'index' : pathname.slice(1).replace(/:(\w+)/g, '[$1]');
  const file = path.join(clientDir, 'prerendered', `${name}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${pathname} (${(page.length / 1024).toFixed(1)} KiB)`);
}
