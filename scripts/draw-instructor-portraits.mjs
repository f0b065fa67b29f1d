// Draws the demo instructors' portraits as SVG files under public/images/instructors, each from its own
// description: face shape, skin, hair, clothes, glasses, background. Run once with
// `node scripts/draw-instructor-portraits.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../public/images/instructors/', import.meta.url);

/** Half the face's width at the temples, by face shape. */
const faceWidth = { oval: 35, round: 39, square: 37, heart: 39, long: 32 };

const face = (shape, skin) => {
  switch (shape) {
    case 'round':
      return `<ellipse cx="100" cy="94" rx="39" ry="42" fill="${skin}"/>`;
    case 'long':
      return `<ellipse cx="100" cy="92" rx="32" ry="48" fill="${skin}"/>`;
    case 'square':
      return `<path d="M63,72 Q63,48 100,47 Q137,48 137,72 L136,110 Q133,136 100,139 Q67,136 64,110 Z" fill="${skin}"/>`;
    case 'heart':
      return `<path d="M61,80 Q61,47 100,47 Q139,47 139,80 Q139,110 118,129 Q108,138 100,138 Q92,138 82,129 Q61,110 61,80 Z" fill="${skin}"/>`;
    default:
      return `<ellipse cx="100" cy="92" rx="35" ry="45" fill="${skin}"/>`;
  }
};

/** Hair that sits behind the head and shoulders (long hair, a bob, an afro, a ponytail, a headscarf). */
const backHair = (style, w, color) => {
  const l = 100 - w - 4;
  const r = 100 + w + 4;
  switch (style) {
    case 'long':
      return `<path d="M${l - 2},92 C${l - 8},36 ${r + 8},36 ${r + 2},92 C${r + 6},120 ${r + 14},150 ${r + 10},172 Q100,182 ${l - 10},172 C${l - 14},150 ${l - 6},120 ${l - 2},92 Z" fill="${color}"/>`;
    case 'bob':
      return `<path d="M${l - 4},96 C${l - 8},36 ${r + 8},36 ${r + 4},96 L${r + 5},134 Q${r - 2},142 ${r - 9},134 L${l + 9},134 Q${l + 2},142 ${l - 5},134 Z" fill="${color}"/>`;
    case 'afro':
      return `<circle cx="100" cy="74" r="${w + 24}" fill="${color}"/>`;
    case 'ponytail':
      return `<path d="M${r - 8},66 Q${r + 30},84 ${r + 14},146 Q${r + 4},120 ${r - 12},96 Z" fill="${color}"/>`;
    case 'headscarf':
      return `<path d="M100,30 C${l - 16},30 ${l - 18},112 ${l - 12},156 L${r + 12},156 C${r + 18},112 ${r + 16},30 100,30 Z" fill="${color}"/>`;
    default:
      return '';
  }
};

/** Hair over the forehead. */
const frontHair = (style, w, color) => {
  const l = 100 - w - 4;
  const r = 100 + w + 4;
  switch (style) {
    case 'short':
      return `<path d="M${l},92 C${l - 2},50 ${100 - w + 8},35 100,35 C${100 + w - 8},35 ${r + 2},50 ${r},92 C${r - 4},74 ${r - 8},64 ${100 + w - 14},60 C112,66 88,64 ${100 - w + 12},58 C${l + 6},66 ${l + 2},76 ${l},92 Z" fill="${color}"/>`;
    case 'side-part':
      return `<path d="M${l},90 C${l - 3},48 ${100 - w + 6},34 102,34 C${100 + w - 4},34 ${r + 3},50 ${r},90 C${r - 3},70 ${r - 8},60 ${100 + w - 16},58 C${100 + 6},62 ${100 - 14},60 ${100 - w + 2},66 C${l + 4},72 ${l + 2},80 ${l},90 Z" fill="${color}"/><path d="M${100 - w + 8},48 Q100,40 ${100 + w - 6},52" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" fill="none"/>`;
    case 'long':
      return `<path d="M${l},96 C${l - 2},48 ${100 - w + 6},36 100,36 C${100 + w - 6},36 ${r + 2},48 ${r},96 C${r - 2},72 ${100 + w - 6},56 100,50 C${100 - w + 6},56 ${l + 2},72 ${l},96 Z" fill="${color}"/>`;
    case 'bob':
      return `<path d="M${l},90 C${l - 2},30 ${r + 2},30 ${r},90 L${r - 2},72 Q100,64 ${l + 2},72 Z" fill="${color}"/>`;
    case 'bun':
    case 'ponytail':
      return `${style === 'bun' ? `<circle cx="100" cy="33" r="15" fill="${color}"/>` : ''}<path d="M${l},86 C${l - 2},26 ${r + 2},26 ${r},86 C${r - 6},64 ${100 + w - 12},56 100,55 C${100 - w + 12},56 ${l + 6},64 ${l},86 Z" fill="${color}"/>`;
    case 'afro':
      return [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<circle cx="${100 - w + 6 + (i * (2 * w - 12)) / 6}" cy="${56 - Math.sin((i / 6) * Math.PI) * 4}" r="10" fill="${color}"/>`,
        )
        .join('');
    case 'buzz':
      return `<path d="M${l + 1},84 C${l - 1},28 ${r + 1},28 ${r - 1},84 C${r - 6},64 ${100 + w - 10},57 100,57 C${100 - w + 10},57 ${l + 6},64 ${l + 1},84 Z" fill="${color}" opacity="0.9"/>`;
    case 'bald':
      return `<path d="M${l},100 Q${l - 2},80 ${l + 4},70 L${l + 9},73 Q${l + 5},86 ${l + 5},102 Z" fill="${color}"/><path d="M${r},100 Q${r + 2},80 ${r - 4},70 L${r - 9},73 Q${r - 5},86 ${r - 5},102 Z" fill="${color}"/><ellipse cx="${100 - 12}" cy="58" rx="9" ry="4" fill="#ffffff" opacity="0.25"/>`;
    case 'headscarf':
      return `<path d="M${l + 2},90 C${l - 2},44 ${r + 2},44 ${r - 2},90 C${r - 6},62 ${l + 6},62 ${l + 2},90 Z" fill="${color}"/><path d="M${l + 6},66 Q100,52 ${r - 6},66" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
    default:
      return '';
  }
};

const ears = (w, skin) =>
  `<ellipse cx="${100 - w - 1}" cy="97" rx="6" ry="9" fill="${skin}"/><ellipse cx="${100 + w + 1}" cy="97" rx="6" ry="9" fill="${skin}"/>`;

const earrings = (w, color) =>
  `<circle cx="${100 - w - 2}" cy="109" r="3.2" fill="${color}"/><circle cx="${100 + w + 2}" cy="109" r="3.2" fill="${color}"/>`;

const eyes = (kind, color) =>
  kind === 'smiling'
    ? `<path d="M80,95 q5,-6 10,0 M110,95 q5,-6 10,0" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<circle cx="85" cy="94" r="4" fill="${color}"/><circle cx="115" cy="94" r="4" fill="${color}"/><circle cx="86.4" cy="92.6" r="1.3" fill="#fff"/><circle cx="116.4" cy="92.6" r="1.3" fill="#fff"/>`;

const brows = (color) =>
  `<path d="M77,83 q8,-6 16,-1 M107,82 q8,-5 16,1" stroke="${color}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;

const nose = (shade) =>
  `<path d="M100,97 q-5,11 1,13" stroke="${shade}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;

const mouth = (kind, lips) =>
  kind === 'open'
    ? `<path d="M87,116 q13,16 26,0 z" fill="#7f1d1d"/><path d="M89,117 h22 q-1,4 -3,5 h-16 q-2,-1 -3,-5 z" fill="#fff"/>`
    : kind === 'lipstick'
      ? `<path d="M89,118 q11,9 22,0 q-11,2 -22,0 z" fill="${lips}"/>`
      : `<path d="M88,117 q12,10 24,0" stroke="${lips}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const glasses = (kind, color) => {
  const bridge = `<path d="M95,94 q5,-4 10,0" stroke="${color}" stroke-width="2.4" fill="none"/>`;
  const lens = 'fill="#ffffff" fill-opacity="0.18"';
  return kind === 'round'
    ? `<circle cx="85" cy="94" r="10" stroke="${color}" stroke-width="2.6" ${lens}/><circle cx="115" cy="94" r="10" stroke="${color}" stroke-width="2.6" ${lens}/>${bridge}`
    : `<rect x="73" y="86" width="22" height="16" rx="4" stroke="${color}" stroke-width="3" ${lens}/><rect x="105" y="86" width="22" height="16" rx="4" stroke="${color}" stroke-width="3" ${lens}/>${bridge}`;
};

const facialHair = (kind, w, color) => {
  const l = 100 - w;
  const r = 100 + w;
  const moustache = `<path d="M87,113 q13,-7 26,0 q-13,5 -26,0 z" fill="${color}"/>`;
  if (kind === 'moustache') return moustache;
  if (kind === 'beard')
    return `<path d="M${l},98 C${l},140 ${100 - 14},148 100,148 C${100 + 14},148 ${r},140 ${r},98 C${r - 4},118 ${100 + 14},126 100,124 C${100 - 14},126 ${l + 4},118 ${l},98 Z" fill="${color}"/>${moustache}`;
  return '';
};

const clothes = ({ style, color, accent = '#ffffff', pattern, tie }, skin) => {
  const shoulders = `<path d="M20,200 C22,160 56,146 100,146 C144,146 178,160 180,200 Z" fill="${color}"/>`;
  const stripes = pattern
    ? `<clipPath id="shirt"><path d="M20,200 C22,160 56,146 100,146 C144,146 178,160 180,200 Z"/></clipPath><g clip-path="url(#shirt)" stroke="${pattern}" stroke-width="5">${[156, 168, 180, 192].map((y) => `<path d="M10,${y} H190"/>`).join('')}</g>`
    : '';
  switch (style) {
    case 'vneck':
      return `${shoulders}${stripes}<path d="M84,146 L100,172 L116,146 Z" fill="${skin}"/>`;
    case 'blazer':
      return `${shoulders}<path d="M84,146 L100,190 L116,146 Z" fill="${accent}"/><path d="M84,146 L100,190 L80,200 L66,158 Z M116,146 L100,190 L120,200 L134,158 Z" fill="#000000" fill-opacity="0.22"/>${tie ? `<path d="M97,156 L103,156 L106,186 L100,194 L94,186 Z" fill="${tie}"/>` : ''}`;
    case 'turtleneck':
      return `${shoulders}${stripes}<rect x="83" y="132" width="34" height="22" rx="8" fill="${color}"/><path d="M85,140 H115 M85,146 H115" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`;
    case 'collar':
      return `${shoulders}${stripes}<path d="M86,146 L100,162 L114,146 Z" fill="${skin}"/><path d="M84,144 L100,162 L90,170 L78,152 Z M116,144 L100,162 L110,170 L122,152 Z" fill="${accent}"/>`;
    default:
      return `${shoulders}${stripes}<ellipse cx="100" cy="147" rx="16" ry="7" fill="${skin}"/>`;
  }
};

const background = ({ from, to, motif }) => {
  const shapes = {
    dots: Array.from(
      { length: 25 },
      (_, i) => `<circle cx="${20 + (i % 5) * 40}" cy="${20 + Math.floor(i / 5) * 40}" r="4"/>`,
    ).join(''),
    rings:
      '<circle cx="30" cy="40" r="40" fill="none" stroke="#fff" stroke-width="8"/><circle cx="175" cy="170" r="55" fill="none" stroke="#fff" stroke-width="8"/>',
    stripes: Array.from(
      { length: 10 },
      (_, i) => `<path d="M${i * 40 - 200},0 L${i * 40},200" stroke="#fff" stroke-width="10"/>`,
    ).join(''),
    waves: [40, 80, 120]
      .map(
        (y) =>
          `<path d="M0,${y} q25,-16 50,0 t50,0 t50,0 t50,0" fill="none" stroke="#fff" stroke-width="6"/>`,
      )
      .join(''),
    sun: '<circle cx="160" cy="40" r="26"/>',
  };
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#bg)"/><g fill="#fff" opacity="0.16">${shapes[motif] ?? ''}</g>`;
};

function portrait(p) {
  const w = faceWidth[p.face];
  const shade = '#00000033';
  const covered = p.hair === 'headscarf';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">`,
    background(p.background),
    p.hair === 'long' || p.hair === 'afro' ? '' : clothes(p.clothes, p.skin),
    backHair(p.hair, w, p.hairColor),
    p.hair === 'long' || p.hair === 'afro' ? clothes(p.clothes, p.skin) : '',
    p.hair === 'long'
      ? `<path d="M${100 - w - 10},120 C${100 - w - 12},150 ${100 - w - 6},168 ${100 - w + 2},178 L${100 - w + 8},140 Z M${100 + w + 10},120 C${100 + w + 12},150 ${100 + w + 6},168 ${100 + w - 2},178 L${100 + w - 8},140 Z" fill="${p.hairColor}"/>`
      : '',
    `<rect x="88" y="118" width="24" height="34" rx="9" fill="${p.skin}"/><ellipse cx="100" cy="128" rx="12" ry="5" fill="${shade}"/>`,
    covered ? '' : ears(w, p.skin),
    covered ? '' : p.earrings ? earrings(w, p.earrings) : '',
    face(p.face, p.skin),
    p.blush
      ? `<ellipse cx="79" cy="108" rx="7" ry="4" fill="#f43f5e" opacity="0.22"/><ellipse cx="121" cy="108" rx="7" ry="4" fill="#f43f5e" opacity="0.22"/>`
      : '',
    frontHair(p.hair, w, p.hairColor),
    brows(p.browColor ?? p.hairColor),
    eyes(p.eyes ?? 'open', '#1f2937'),
    nose(shade),
    facialHair(p.facialHair, w, p.hairColor),
    mouth(p.mouth ?? 'smile', p.lips ?? '#9f1239'),
    p.glasses ? glasses(p.glasses, p.glassesColor ?? '#111827') : '',
    '</svg>',
  ].join('\n');
}

export const instructors = {
  ana: {
    face: 'oval',
    skin: '#e8b996',
    hair: 'long',
    hairColor: '#3b2314',
    earrings: '#facc15',
    mouth: 'open',
    blush: true,
    clothes: { style: 'tee', color: '#c026d3' },
    background: { from: '#fb923c', to: '#db2777', motif: 'dots' },
  },
  kenji: {
    face: 'square',
    skin: '#f1c9a5',
    hair: 'side-part',
    hairColor: '#111111',
    glasses: 'square',
    clothes: { style: 'blazer', color: '#1e3a8a', tie: '#be123c' },
    background: { from: '#14b8a6', to: '#0f766e', motif: 'stripes' },
  },
  sophie: {
    face: 'heart',
    skin: '#f6d5c2',
    hair: 'bob',
    hairColor: '#a0461e',
    mouth: 'lipstick',
    lips: '#dc2626',
    eyes: 'smiling',
    clothes: { style: 'tee', color: '#f8fafc', pattern: '#1e3a8a' },
    background: { from: '#93c5fd', to: '#6366f1', motif: 'rings' },
  },
  marco: {
    face: 'round',
    skin: '#d9a27c',
    hair: 'short',
    hairColor: '#2b1a10',
    facialHair: 'beard',
    mouth: 'open',
    clothes: { style: 'collar', color: '#15803d', accent: '#f8fafc' },
    background: { from: '#fde68a', to: '#16a34a', motif: 'sun' },
  },
  li: {
    face: 'long',
    skin: '#f0cfa0',
    hair: 'buzz',
    hairColor: '#0b0b0b',
    glasses: 'round',
    glassesColor: '#b45309',
    clothes: { style: 'turtleneck', color: '#475569' },
    background: { from: '#c084fc', to: '#7e22ce', motif: 'waves' },
  },
  hans: {
    face: 'long',
    skin: '#f3d0b8',
    hair: 'bald',
    hairColor: '#d6b36a',
    facialHair: 'beard',
    browColor: '#b8923e',
    eyes: 'smiling',
    clothes: { style: 'vneck', color: '#4d7c0f' },
    background: { from: '#fef08a', to: '#ca8a04', motif: 'stripes' },
  },
  amira: {
    face: 'oval',
    skin: '#b97a4f',
    hair: 'headscarf',
    hairColor: '#0f766e',
    browColor: '#1f1410',
    blush: true,
    mouth: 'lipstick',
    lips: '#9d174d',
    clothes: { style: 'tee', color: '#f59e0b' },
    background: { from: '#fcd34d', to: '#ea580c', motif: 'dots' },
  },
  joao: {
    face: 'round',
    skin: '#7b4a2e',
    hair: 'afro',
    hairColor: '#1a120c',
    facialHair: 'moustache',
    mouth: 'open',
    clothes: { style: 'tee', color: '#facc15' },
    background: { from: '#22c55e', to: '#0369a1', motif: 'waves' },
  },
  eva: {
    face: 'heart',
    skin: '#fbe0cf',
    hair: 'bun',
    hairColor: '#d4a531',
    browColor: '#a67c2a',
    glasses: 'round',
    earrings: '#0ea5e9',
    blush: true,
    clothes: { style: 'blazer', color: '#b91c1c', accent: '#fef2f2' },
    background: { from: '#60a5fa', to: '#1d4ed8', motif: 'rings' },
  },
};

mkdirSync(out, { recursive: true });
for (const [name, p] of Object.entries(instructors))
  writeFileSync(new URL(`${name}.svg`, out), portrait(p) + '\n');
console.log(`drawn ${Object.keys(instructors).length} portraits`);
