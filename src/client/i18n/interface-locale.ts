import { i18n, type Messages } from '@lingui/core';
import { localeAddress, localizedPath } from '#contract/page-paths';
import { bestUiLocale, textDirection, uiLocales, type UiLocale } from '#contract/ui-locale-list';

/**
 * The language the interface is shown in (docs/decisions/interface-languages.md). English is the source and
 * ships inside the components; every other language is a compiled catalogue loaded when it is chosen, so a
 * page downloads only its own language. `pseudo` is the accented, longer pseudo-locale the layout checks
 * use: it is never offered in the switcher.
 */
export type InterfaceLocale = UiLocale | 'pseudo';

type Catalogue = () => Promise<{ messages: Messages }>;
const catalogues: Record<Exclude<InterfaceLocale, 'en'>, Catalogue> = {
  es: () => import('#client/locales/es/messages.po'),
  fr: () => import('#client/locales/fr/messages.po'),
  de: () => import('#client/locales/de/messages.po'),
  'pt-BR': () => import('#client/locales/pt-BR/messages.po'),
  ar: () => import('#client/locales/ar/messages.po'),
  ja: () => import('#client/locales/ja/messages.po'),
  pseudo: () => import('#client/locales/pseudo/messages.po'),
};

/** Where a visitor's own choice is kept between visits; a signed-in person's lives on their account. */
/**
 * The faces for scripts Nunito does not draw, loaded with the language that needs them: Japanese's font
 * rules alone are 31 kB gzipped of CSS, which a Latin page never downloads. Each face is split by
 * `unicode-range`, so a page fetches only the files of the characters it shows; user-written Arabic or
 * Japanese on another language's page falls back to the system's fonts.
 */
const scriptFonts: Partial<Record<InterfaceLocale, () => Promise<unknown>>> = {
  ar: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
};

const CHOICE_KEY = 'interface-locale';

function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return value === 'pseudo' || uiLocales.includes(value as UiLocale);
}

/** The choice this browser remembers, if any. */
export function savedLocale(): InterfaceLocale | null {
  try {
    const saved = localStorage.getItem(CHOICE_KEY);
    if (isInterfaceLocale(saved)) return saved;
  } catch {
    // Storage refused (a private window's settings): the browser's languages decide.
  }
  return null;
}

/**
 * The language a page opened at `pathname` is shown in (docs/decisions/locale-addresses.md). An address
 * with a language's segment (`/es/classes`) is in that language, whatever was chosen before. One without is
 * English, the x-default, unless the visitor's saved choice, else the best match of their browser's
 * languages, is another of ours: then `redirect` is the same page's address in it, to go to at once.
 */
export function arrivalLocale(
  pathname: string,
  saved: InterfaceLocale | null,
  languages: readonly string[],
): { locale: InterfaceLocale; redirect?: string } {
  const address = localeAddress(pathname);
  if (address.prefix) return { locale: address.locale };
  const wanted = saved ?? bestUiLocale(languages);
  if (wanted === 'en' || wanted === 'pseudo') return { locale: wanted };
  return { locale: wanted, redirect: localizedPath(wanted, pathname) };
}

export function rememberLocale(locale: InterfaceLocale) {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/**
 * Loads the language's catalogue and makes it the interface's: every component reading Lingui re-renders,
 * and `<html lang dir>` follow, so dates, numbers and the text's direction follow too.
 */
export async function activateLocale(locale: InterfaceLocale) {
  const rightToLeft = locale !== 'pseudo' && textDirection(locale) === 'rtl';
  const [{ messages }] = await Promise.all([
    locale === 'en' ? { messages: {} } : catalogues[locale](),
    // Only a right-to-left page isolates the texts put into its messages: the rest never load it.
    rightToLeft ? import('./bidi-isolation') : undefined,
  ]);
  // Not awaited: the text shows in the system's face until its own arrives.
  void scriptFonts[locale]?.();
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = locale === 'pseudo' ? 'ltr' : textDirection(locale);
  }
}

/** The interface's language now. */
export function activeLocale(): InterfaceLocale {
  return isInterfaceLocale(i18n.locale) ? i18n.locale : 'en';
}

/** What `<html lang>` says in `locale`, as activateLocale writes it and the prerendered pages have it. */
export function htmlLang(locale: InterfaceLocale): string {
  return locale === 'pseudo' ? 'en-XA' : locale;
}

/**
 * Makes the interface speak the language of the address about to be shown, when it names another one
 * (Back from `/es/classes` to `/classes`). The pseudo-locale stays on addresses without a segment: it is
 * English's, for the layout checks.
 */
export async function followAddressLocale(pathname: string) {
  const wanted = localeAddress(pathname).locale;
  const active = activeLocale();
  if (wanted !== active && !(wanted === 'en' && active === 'pseudo')) await activateLocale(wanted);
}
