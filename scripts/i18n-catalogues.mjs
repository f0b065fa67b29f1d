// The interface's catalogues beyond what Lingui's CLI does (docs/decisions/interface-languages.md):
//   node scripts/i18n-catalogues.mjs pseudo   writes the pseudo-locale from the English source;
//   node scripts/i18n-catalogues.mjs verify <locale>         the check on one language, without extracting;
//   node scripts/i18n-catalogues.mjs export <locale>         prints the messages it lacks, as JSON;
//   node scripts/i18n-catalogues.mjs check-json <file>       checks a translator's JSON before import;
//   node scripts/i18n-catalogues.mjs import <locale> <file>  takes translations from such a JSON file;
//   node scripts/i18n-catalogues.mjs check    extracts the messages from the code again (a message added to
//                                             the code and not to the catalogues counts as missing), then
//                                             fails when a shipped language misses a message, or when a
//                                             translation's placeholders or tags differ from the source's.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from '@messageformat/parser';
import PO from 'pofile';

const shipped = ['es', 'fr', 'de', 'pt-BR', 'ar', 'ja'];
const catalogue = (locale) => `src/client/locales/${locale}/messages.po`;
const read = (locale) => PO.parse(readFileSync(catalogue(locale), 'utf8'));

const accents = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);

/**
 * A message as the pseudo-locale writes it: its letters accented, a third longer (as German and French
 * run), in brackets, so a layout check sees both text left in English and text that would not fit.
 * Only the message's own words change: placeholders, plural and select syntax, and `<0>` tags stay.
 */
export function pseudoLocalize(message) {
  let depth = 0;
  let inTag = false;
  let letters = 0;
  let out = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth % 2 === 0 && char === '<') inTag = true;
    else if (inTag && char === '>') inTag = false;
    const isText = depth % 2 === 0 && !inTag && char !== '>' && char !== '{' && char !== '}';
    if (isText && accents[char]) {
      letters += 1;
      out += accents[char];
    } else {
      out += char;
    }
  }
  const padding = Math.ceil(letters * 0.35);
  return `[${out}${padding ? ` ${'~'.repeat(Math.max(0, padding - 1))}` : ''}]`;
}

/** The names of a message's placeholders (`{name}`, plurals, selects) and its numbered tags, sorted. */
export function placeholdersOf(message) {
  const names = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        for (const each of token.cases) visit(each.tokens);
      }
    }
  };
  visit(parse(message));
  for (const tag of message.matchAll(/<(\/?)(\d+)(\/?)>/g)) names.add(`<${tag[1]}${tag[2]}${tag[3]}>`);
  return [...names].sort();
}

function writePseudo() {
  const source = read('en');
  const pseudo = read('pseudo');
  const byId = new Map(source.items.map((item) => [item.msgid, item]));
  for (const item of pseudo.items) {
    if (byId.has(item.msgid)) item.msgstr = [pseudoLocalize(item.msgid)];
  }
  writeFileSync(catalogue('pseudo'), pseudo.toString() + '\n');
}

/** Every problem of the catalogues as they are; `check` extracts first, `verify <locale>` looks at one. */
function problemsOf(locales) {
  const problems = [];
  const source = read('en').items.filter((item) => !item.obsolete);
  for (const locale of locales) {
    const translated = new Map(read(locale).items.map((item) => [item.msgid, item.msgstr.join('')]));
    for (const item of source) {
      const text = translated.get(item.msgid);
      if (!text) {
        problems.push(`${locale}: missing "${item.msgid}"`);
        continue;
      }
      let wanted;
      let got;
      try {
        wanted = placeholdersOf(item.msgid).join(' ');
        got = placeholdersOf(text).join(' ');
      } catch (error) {
        problems.push(`${locale}: "${item.msgid}" is not valid MessageFormat: ${error.message}`);
        continue;
      }
      if (wanted !== got) {
        problems.push(`${locale}: "${item.msgid}" has ${got || 'no placeholders'}, the source ${wanted}`);
      }
    }
  }
  return { problems, count: source.length };
}

function report(locales) {
  const { problems, count } = problemsOf(locales);
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length
      ? `${problems.length} problems in the catalogues`
      : `${count} messages, translated in ${locales.join(', ')}`,
  );
  process.exit(problems.length ? 1 : 0);
}

function check() {
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
  if (extract.status !== 0) {
    console.log(extract.stdout, extract.stderr);
    process.exit(1);
  }
  writePseudo();
  report(shipped);
}

/** The messages a language has not translated yet, as JSON `{ "source": "" }`, for a translator's tools. */
function exportMissing(locale) {
  const done = new Map(read(locale).items.map((item) => [item.msgid, item.msgstr.join('')]));
  const missing = read('en')
    .items.filter((item) => !item.obsolete && !done.get(item.msgid))
    .map((item) => [item.msgid, '']);
  console.log(JSON.stringify(Object.fromEntries(missing), null, 2));
}

/** Takes translations from a JSON file `{ "source": "translation" }` into the language's catalogue. */
function importTranslations(locale, file) {
  const translations = JSON.parse(readFileSync(file, 'utf8'));
  const po = read(locale);
  let taken = 0;
  for (const item of po.items) {
    const text = translations[item.msgid];
    if (typeof text === 'string' && text) {
      item.msgstr = [text];
      taken += 1;
    }
  }
  writeFileSync(catalogue(locale), po.toString() + '\n');
  console.log(`${locale}: ${taken} translations taken from ${file}`);
}

/** A translator's JSON checked before it is imported: every value present, with its key's placeholders. */
function checkTranslations(file) {
  const translations = JSON.parse(readFileSync(file, 'utf8'));
  const problems = [];
  for (const [source, text] of Object.entries(translations)) {
    if (!text) {
      problems.push(`empty: "${source}"`);
      continue;
    }
    try {
      const wanted = placeholdersOf(source).join(' ');
      const got = placeholdersOf(text).join(' ');
      if (wanted !== got) problems.push(`"${source}": has ${got || 'no placeholders'}, the source ${wanted}`);
    } catch (error) {
      problems.push(`"${source}": not valid MessageFormat: ${error.message}`);
    }
  }
  for (const problem of problems) console.log(problem);
  console.log(`${Object.keys(translations).length} translations, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}

const [command, locale, file] = process.argv.slice(2);
if (command === 'pseudo') writePseudo();
else if (command === 'check') check();
else if (command === 'verify' && shipped.includes(locale)) report([locale]);
else if (command === 'export' && locale) exportMissing(locale);
else if (command === 'check-json' && locale) checkTranslations(locale);
else if (command === 'import' && locale && file) importTranslations(locale, file);
else if (command) {
  console.error(
    'usage: node scripts/i18n-catalogues.mjs pseudo | check | verify <locale> | export <locale> | check-json <file> | import <locale> <file>',
  );
  process.exit(2);
}
