// Draws the home page's pictures: the banner (rendered to AVIF and WebP at three widths with sharp) and the
// 'Why Choose Us' illustration (an SVG). Run once with `node scripts/draw-home-art.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/images/', import.meta.url);
const file = (name) => {
  const url = new URL(name, out);
  mkdirSync(new URL('.', url), { recursive: true });
  return url;
};

// A small deterministic random source, so a re-run draws the same picture.
let seed = 20_000;
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
};

const bubble = (x, y, text, { scale = 1, tail = 'left', fill = '#ffffff', ink = '#86198f' } = {}) => {
  const width = 40 + text.length * 30;
  const tailPath =
    tail === 'left' ? `M ${24} ${84} l -18 34 l 46 -34 z` : `M ${width - 24} ${84} l 18 34 l -46 -34 z`;
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="0.92">
  <rect width="${width}" height="88" rx="44" fill="${fill}"/>
  <path d="${tailPath}" fill="${fill}"/>
  <text x="${width / 2}" y="59" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" fill="${ink}">${text}</text>
</g>`;
};

const stars = Array.from({ length: 90 }, () => {
  const x = (random() * 1920).toFixed(0);
  const y = (random() * 1080).toFixed(0);
  const r = (0.8 + random() * 2.4).toFixed(1);
  const o = (0.25 + random() * 0.6).toFixed(2);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${o}"/>`;
}).join('');

const meridians = [0.2, 0.45, 0.7, 0.92]
  .map((k) => `<ellipse cx="0" cy="0" rx="${(400 * k).toFixed(0)}" ry="400" fill="none"/>`)
  .join('');
const parallels = [-300, -160, 0, 160, 300]
  .map((y) => {
    const half = Math.sqrt(400 * 400 - y * y).toFixed(0);
    return `<line x1="-${half}" y1="${y}" x2="${half}" y2="${y}"/>`;
  })
  .join('');

const banner = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="1920" height="1080">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2e1065"/>
    <stop offset="0.5" stop-color="#86198f"/>
    <stop offset="1" stop-color="#0f172a"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.55" r="0.5">
    <stop offset="0" stop-color="#f0abfc" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#f0abfc" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="ocean" cx="0.35" cy="0.3" r="0.85">
    <stop offset="0" stop-color="#22d3ee"/>
    <stop offset="0.6" stop-color="#0e7490"/>
    <stop offset="1" stop-color="#083344"/>
  </radialGradient>
  <clipPath id="globe"><circle cx="0" cy="0" r="400"/></clipPath>
</defs>
<rect width="1920" height="1080" fill="url(#sky)"/>
${stars}
<circle cx="960" cy="600" r="620" fill="url(#glow)"/>
<g transform="translate(960 600)">
  <ellipse cx="0" cy="0" rx="560" ry="150" fill="none" stroke="#fde68a" stroke-width="4" stroke-dasharray="4 18" stroke-linecap="round" opacity="0.7" transform="rotate(-14)"/>
  <circle r="400" fill="url(#ocean)"/>
  <g clip-path="url(#globe)" fill="#4ade80" opacity="0.85">
    <path d="M-330,-170 C-280,-260 -150,-290 -90,-230 C-40,-180 -120,-120 -60,-70 C-10,-30 -90,40 -170,20 C-250,0 -240,80 -300,60 C-360,40 -380,-90 -330,-170 z"/>
    <path d="M-120,90 C-60,60 20,110 10,190 C0,270 -70,330 -110,300 C-150,270 -180,140 -120,90 z"/>
    <path d="M60,-300 C150,-340 300,-280 330,-190 C360,-110 270,-90 220,-40 C170,10 110,-40 70,-100 C30,-160 -20,-260 60,-300 z"/>
    <path d="M130,60 C200,20 300,60 320,140 C340,220 260,300 190,280 C120,260 80,110 130,60 z"/>
  </g>
  <g stroke="#ffffff" stroke-width="3" opacity="0.28" clip-path="url(#globe)">${meridians}${parallels}</g>
  <circle r="400" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35"/>
  <path d="M-560,0 A560,150 0 0 0 560,0" transform="rotate(-14)" fill="none" stroke="#fde68a" stroke-width="4" stroke-dasharray="4 18" stroke-linecap="round" opacity="0.7"/>
</g>
${bubble(150, 150, 'Hello', { scale: 1.1 })}
${bubble(250, 520, 'Hola', { ink: '#9a3412' })}
${bubble(120, 820, 'Ahoj', { scale: 0.9, ink: '#1e3a8a' })}
${bubble(1480, 140, 'Bonjour', { tail: 'right', scale: 1.05, ink: '#1e3a8a' })}
${bubble(1560, 470, 'Ciao', { tail: 'right', ink: '#166534' })}
${bubble(1440, 800, 'Olá', { tail: 'right', scale: 0.95, ink: '#166534' })}
${bubble(520, 60, 'Hallo', { scale: 0.8, ink: '#111827' })}
${bubble(1150, 50, 'Nǐ hǎo', { tail: 'right', scale: 0.8, ink: '#991b1b' })}
</svg>`;

for (const width of [640, 1280, 1920]) {
  const base = sharp(Buffer.from(banner)).resize({ width });
  await base
    .clone()
    .avif({ quality: 50, effort: 6 })
    .toFile(file(`banner/banner-${width}.avif`).pathname);
  await base
    .clone()
    .webp({ quality: 72 })
    .toFile(file(`banner/banner-${width}.webp`).pathname);
}

const illustration = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480">
<circle cx="240" cy="240" r="220" fill="#fae8ff"/>
<circle cx="240" cy="240" r="220" fill="none" stroke="#c026d3" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
<g transform="translate(240 300)">
  <path d="M-150,-40 Q-75,-70 0,-40 L0,90 Q-75,60 -150,90 z" fill="#ffffff" stroke="#86198f" stroke-width="6" stroke-linejoin="round"/>
  <path d="M150,-40 Q75,-70 0,-40 L0,90 Q75,60 150,90 z" fill="#ffffff" stroke="#86198f" stroke-width="6" stroke-linejoin="round"/>
  <g stroke="#d946ef" stroke-width="5" stroke-linecap="round">
    <line x1="-125" y1="-20" x2="-30" y2="-32"/><line x1="-125" y1="5" x2="-30" y2="-7"/><line x1="-125" y1="30" x2="-55" y2="20"/>
    <line x1="30" y1="-32" x2="125" y2="-20"/><line x1="30" y1="-7" x2="125" y2="5"/><line x1="30" y1="18" x2="100" y2="28"/>
  </g>
</g>
<g transform="translate(240 150)">
  <path d="M-110,0 L0,-45 L110,0 L0,45 z" fill="#3b0764"/>
  <path d="M-62,22 L-62,72 Q0,100 62,72 L62,22 L0,47 z" fill="#581c87"/>
  <path d="M92,8 L92,46" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"/>
  <circle cx="92" cy="52" r="10" fill="#f59e0b"/>
</g>
<g transform="translate(48 196)">
  <rect width="104" height="64" rx="32" fill="#c026d3"/>
  <path d="M22,58 l-12,24 l36,-24 z" fill="#c026d3"/>
  <text x="52" y="43" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#ffffff">Aa</text>
</g>
<g transform="translate(318 232)">
  <rect width="124" height="60" rx="30" fill="#0e7490"/>
  <path d="M100,54 l14,24 l-36,-24 z" fill="#0e7490"/>
  <text x="62" y="40" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#ffffff">¡Hola!</text>
</g>
<g transform="translate(330 70)">
  <rect width="100" height="54" rx="27" fill="#f59e0b"/>
  <path d="M24,50 l-10,20 l30,-20 z" fill="#f59e0b"/>
  <text x="50" y="36" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="700" fill="#3b0764">Ciao</text>
</g>
<g transform="translate(96 96)">
  <circle r="34" fill="#22d3ee"/>
  <path d="M-20,-14 C-8,-26 10,-20 6,-6 C2,6 -16,2 -20,-14 z M4,10 C14,4 26,12 20,22 C14,30 0,24 4,10 z" fill="#16a34a"/>
  <circle r="34" fill="none" stroke="#0e7490" stroke-width="4"/>
</g>
</svg>`;
writeFileSync(file('illustrations/why-choose-us.svg'), illustration + '\n');
console.log('drawn');
