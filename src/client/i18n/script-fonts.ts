import { i18n } from '@lingui/core';

/**
 * The faces for scripts Nunito does not draw, loaded with the language that needs them: Japanese's font
 * rules alone are 31 kB gzipped of CSS, which a Latin page never downloads. Each face is split by
 * `unicode-range`, so a page fetches only the files of the characters it shows; user-written Arabic or
 * Japanese on another language's page falls back to the system's fonts.
 */
const fontRules: Record<string, () => Promise<unknown>> = {
  ar: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
};

const loaded = new Set<string>();

function loadScriptFont() {
  const load = fontRules[i18n.locale];
  if (!load || loaded.has(i18n.locale)) return;
  loaded.add(i18n.locale);
  void load();
}

i18n.on('change', loadScriptFont);
loadScriptFont();
