// Draws the demo pictures (flags, class covers, the default avatar) as SVG files under public/images; the
// instructors' portraits are drawn by draw-instructor-portraits.mjs.
// Run once with `node scripts/draw-demo-images.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../public/images/', import.meta.url);
const write = (name, svg) => {
  const file = new URL(name, out);
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, svg.trim() + '\n');
};

const stripes = (dir, colors) =>
  colors
    .map((c, i) =>
      dir === 'v'
        ? `<rect x="${(i * 90) / colors.length}" y="0" width="${90 / colors.length}" height="60" fill="${c}"/>`
        : `<rect x="0" y="${(i * 60) / colors.length}" width="90" height="${60 / colors.length}" fill="${c}"/>`,
    )
    .join('');

const star = (cx, cy, r, fill) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.4 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

export const flags = {
  chinese: `<rect width="90" height="60" fill="#de2910"/>${star(15, 15, 9, '#ffde00')}${star(30, 6, 3, '#ffde00')}${star(36, 12, 3, '#ffde00')}${star(36, 21, 3, '#ffde00')}${star(30, 27, 3, '#ffde00')}`,
  czech: `<rect width="90" height="30" fill="#fff"/><rect y="30" width="90" height="30" fill="#d7141a"/><polygon points="0,0 45,30 0,60" fill="#11457e"/>`,
  german: stripes('h', ['#000', '#dd0000', '#ffce00']),
  english: `<rect width="90" height="60" fill="#012169"/><path d="M0,0 90,60 M90,0 0,60" stroke="#fff" stroke-width="12"/><path d="M0,0 90,60 M90,0 0,60" stroke="#c8102e" stroke-width="4"/><path d="M45,0 v60 M0,30 h90" stroke="#fff" stroke-width="18"/><path d="M45,0 v60 M0,30 h90" stroke="#c8102e" stroke-width="10"/>`,
  french: stripes('v', ['#002395', '#fff', '#ed2939']),
  italian: stripes('v', ['#009246', '#fff', '#ce2b37']),
  japanese: `<rect width="90" height="60" fill="#fff"/><circle cx="45" cy="30" r="18" fill="#bc002d"/>`,
  portuguese: `<rect width="90" height="60" fill="#da291c"/><rect width="36" height="60" fill="#046a38"/><circle cx="36" cy="30" r="12" fill="#ffe900"/><circle cx="36" cy="30" r="7" fill="#da291c"/><circle cx="36" cy="30" r="4" fill="#fff"/>`,
  brazilian: `<rect width="90" height="60" fill="#009c3b"/><polygon points="45,6 84,30 45,54 6,30" fill="#ffdf00"/><circle cx="45" cy="30" r="13" fill="#002776"/><path d="M32.5,27 q12.5,-5 25,3" stroke="#fff" stroke-width="2.2" fill="none"/>`,
  spanish: `<rect width="90" height="60" fill="#aa151b"/><rect y="15" width="90" height="30" fill="#f1bf00"/>`,
  arabic: stripes('h', ['#ce1126', '#fff', '#000']) + `<polygon points="0,0 30,30 0,60" fill="#007a3d"/>`,
  korean: `<rect width="90" height="60" fill="#fff"/><circle cx="45" cy="30" r="13" fill="#cd2e3a"/><path d="M32,30 a13,13 0 0,0 26,0 a6.5,6.5 0 0,0 -13,0 a6.5,6.5 0 0,1 -13,0" fill="#0047a0"/>`,
};

for (const [name, body] of Object.entries(flags)) {
  write(
    `flags/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 60" width="90" height="60">${body}</svg>`,
  );
}

const greetings = {
  chinese: ['你好', '#7f1d1d', '#f59e0b'],
  czech: ['Ahoj', '#1e3a8a', '#ef4444'],
  german: ['Hallo', '#111827', '#eab308'],
  english: ['Hello', '#1e3a8a', '#dc2626'],
  french: ['Bonjour', '#1d4ed8', '#f43f5e'],
  italian: ['Ciao', '#047857', '#dc2626'],
  japanese: ['こんにちは', '#9f1239', '#fda4af'],
  portuguese: ['Olá', '#065f46', '#facc15'],
  spanish: ['Hola', '#991b1b', '#f59e0b'],
  arabic: ['مرحبا', '#14532d', '#b91c1c'],
  korean: ['안녕하세요', '#1e40af', '#be123c'],
};

// Light shapes behind the greeting, so that two classes of one language do not share a cover.
const motifs = {
  bubbles: `<circle cx="540" cy="70" r="120" fill="#ffffff" opacity="0.08"/><circle cx="80" cy="360" r="160" fill="#ffffff" opacity="0.07"/>`,
  stripes: Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${i * 80 - 120}" y="-40" width="26" height="520" fill="#ffffff" opacity="0.07" transform="rotate(28 320 200)"/>`,
  ).join(''),
  dots: Array.from({ length: 48 }, (_, i) => {
    const x = 40 + (i % 12) * 52;
    const y = 150 + Math.floor(i / 12) * 60;
    return `<circle cx="${x}" cy="${y}" r="6" fill="#ffffff" opacity="0.1"/>`;
  }).join(''),
  waves: [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0,${300 + i * 36} q80,-40 160,0 t160,0 t160,0 t160,0" stroke="#ffffff" stroke-width="14" fill="none" opacity="${0.1 - i * 0.02}"/>`,
    )
    .join(''),
  frame: `<rect x="24" y="24" width="592" height="352" rx="28" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.25"/><circle cx="560" cy="330" r="70" fill="#ffffff" opacity="0.08"/>`,
};

const cover = ({ flag, word, from, to, caption, motif }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
${motifs[motif]}
<g transform="translate(40 40) scale(1.3)">${flags[flag]}</g>
<text x="320" y="250" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(84, Math.floor(980 / [...word].length))}" font-weight="700" fill="#fff">${word}</text>
<text x="320" y="320" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#fff" opacity="0.85">${caption}</text>
</svg>`;

// One cover per language, for classes that instructors add with the demo pictures.
for (const [name, [word, from, to]] of Object.entries(greetings)) {
  write(
    `classes/${name}.svg`,
    cover({ flag: name, word, from, to, caption: name[0].toUpperCase() + name.slice(1), motif: 'bubbles' }),
  );
}

// One cover per demo class: its language's flag (Brazil's for Brazilian Portuguese), its own colours and shapes.
const classCovers = [
  ['spanish-for-beginners', 'spanish', 'Hola', '#991b1b', '#f59e0b', 'Spanish for Beginners', 'bubbles'],
  ['conversational-spanish', 'spanish', '¿Qué tal?', '#7c2d12', '#ea580c', 'Conversational Spanish', 'waves'],
  [
    'spanish-grammar-clinic',
    'spanish',
    'Gramática',
    '#4c0519',
    '#e11d48',
    'Spanish Grammar Clinic',
    'stripes',
  ],
  ['japanese-hiragana-katakana', 'japanese', 'あいう', '#9f1239', '#fda4af', 'Hiragana & Katakana', 'dots'],
  ['business-japanese', 'japanese', 'ビジネス', '#1f2937', '#be123c', 'Business Japanese', 'frame'],
  ['french-pronunciation', 'french', 'Bonjour', '#1d4ed8', '#f43f5e', 'French Pronunciation', 'waves'],
  ['french-for-travellers', 'french', 'Bon voyage', '#0e7490', '#6366f1', 'French for Travellers', 'dots'],
  [
    'italian-cooking-vocabulary',
    'italian',
    'Buon appetito',
    '#047857',
    '#dc2626',
    'Italian Cooking Vocabulary',
    'stripes',
  ],
  ['italian-through-opera', 'italian', 'Bravo!', '#3f1d38', '#b91c1c', 'Italian through Opera', 'frame'],
  ['mandarin-tones-bootcamp', 'chinese', '你好', '#7f1d1d', '#f59e0b', 'Mandarin Tones Bootcamp', 'waves'],
  ['chinese-characters-101', 'chinese', '汉字', '#78350f', '#dc2626', 'Chinese Characters 101', 'dots'],
  ['german-a1-intensive', 'german', 'Hallo', '#111827', '#eab308', 'German A1 Intensive', 'bubbles'],
  ['german-for-engineers', 'german', 'Technik', '#1e293b', '#64748b', 'German for Engineers', 'stripes'],
  ['modern-standard-arabic', 'arabic', 'مرحبا', '#14532d', '#b91c1c', 'Modern Standard Arabic', 'frame'],
  ['brazilian-portuguese', 'brazilian', 'Olá', '#166534', '#ca8a04', 'Brazilian Portuguese', 'waves'],
  ['czech-survival-phrases', 'czech', 'Ahoj', '#1e3a8a', '#ef4444', 'Czech Survival Phrases', 'dots'],
  [
    'english-academic-writing',
    'english',
    'Hello',
    '#1e3a8a',
    '#dc2626',
    'English Academic Writing',
    'stripes',
  ],
  [
    'korean-hangul-in-a-week',
    'korean',
    '안녕하세요',
    '#1e40af',
    '#be123c',
    'Korean Hangul in a Week',
    'bubbles',
  ],
];
for (const [file, flag, word, from, to, caption, motif] of classCovers) {
  write(
    `classes/${file}.svg`,
    cover({ flag, word, from, to, caption: caption.replace('&', '&amp;'), motif }),
  );
}

write(
  'avatar.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" fill="#e5e7eb"/><circle cx="100" cy="80" r="38" fill="#9ca3af"/><ellipse cx="100" cy="190" rx="66" ry="56" fill="#9ca3af"/></svg>`,
);
console.log('drawn');
