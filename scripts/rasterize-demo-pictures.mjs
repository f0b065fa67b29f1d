// The demo school's pictures as WebP, drawn from their SVG sources with sharp, at twice the largest size a page
// shows them. Chromium builds an isolated document on the main thread for every SVG <img> (7-14 ms each, and
// the home page shows 21), while a WebP is decoded off it (docs/decisions/demo-pictures-as-webp.md). The SVGs
// stay: they are the sources, and stores seeded before keep pointing at them. Run once with
// `node scripts/rasterize-demo-pictures.mjs` after changing an SVG; the output is committed. The pictures greet in
// Chinese, Japanese and Korean: draw them where those glyphs are installed (Debian's fonts-noto-cjk), or they come
// out as empty boxes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const images = new URL('../public/images/', import.meta.url);

/** Each folder (or file) with the width to draw at and the WebP settings that keep it sharp and small. */
const pictures = [
  // The class page shows them up to about 560 CSS px wide, the cards less.
  { path: 'classes/', width: 960, webp: { quality: 75 } },
  // The instructor's page shows the photo at 192 CSS px.
  { path: 'instructors/', width: 384, webp: { quality: 80 } },
  // The home page's flags are 80 CSS px wide; flat colours, so lossless is smallest.
  { path: 'flags/', width: 180, webp: { lossless: true } },
  // 'Why Choose Us' is at most 384 CSS px wide, the dashboard's welcome 288.
  { path: 'illustrations/why-choose-us.svg', width: 768, webp: { quality: 75 } },
  { path: 'welcome.svg', width: 576, webp: { quality: 80 } },
];

for (const { path, width, webp } of pictures) {
  const files = path.endsWith('/')
    ? readdirSync(new URL(path, images))
        .filter((name) => name.endsWith('.svg'))
        .map((name) => path + name)
    : [path];
  for (const file of files) {
    const svg = readFileSync(new URL(file, images));
    const { width: drawnWidth } = await sharp(svg).metadata();
    // Rendered at the density that gives the width asked for, so edges and text are drawn, not scaled up.
    const density = Math.ceil((72 * width) / drawnWidth);
    const out = await sharp(svg, { density }).resize({ width }).webp(webp).toBuffer();
    const webpFile = file.replace(/\.svg$/, '.webp');
    writeFileSync(new URL(webpFile, images), out);
    console.log(`${file} -> ${webpFile} (${out.length} bytes)`);
  }
}
