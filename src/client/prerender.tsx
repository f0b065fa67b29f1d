import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { localeSegment, localizedPath } from '#contract/page-paths';
import { textDirection, uiLocales, type UiLocale } from '#contract/ui-locale-list';
import { App } from './app';
import { activateLocale } from './i18n/interface-locale';
import { routePatterns } from './paths';
import { createQueryClient } from './query-client';
import { createMemoryRouter, documentTitleFor } from './router';

/**
 * An address no route has: the 404 page prerendered there (prerendered/404.html) is what the server sends,
 * with status 404, for every address that is no page of the app.
 */
export const NOT_FOUND_PATH = '/404';

/**
 * The public pages that are prerendered at build time, so that they paint before any script has run, each
 * with the source of its lazy route (as router.tsx imports it), whose code the page preloads. A `:param`
 * segment makes one page for every value (written as prerendered/ins/[id].html).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [routePatterns.home]: 'src/client/pages/home-page.tsx',
  [routePatterns.classes]: 'src/client/pages/classes-page.tsx',
  [routePatterns.instructors]: 'src/client/pages/instructors-page.tsx',
  // One page for every instructor: its first render is the skeleton, whatever the id.
  [routePatterns.instructor]: 'src/client/pages/instructor-page.tsx',
  // One page for every class, as for instructors; the server adds an approved class's own head to it.
  [routePatterns.class]: 'src/client/pages/class-page.tsx',
  [routePatterns.login]: 'src/client/pages/login-page.tsx',
  [routePatterns.registration]: 'src/client/pages/registration-page.tsx',
  [routePatterns.about]: 'src/client/pages/about-page.tsx',
  [routePatterns.contact]: 'src/client/pages/contact-page.tsx',
  [routePatterns.teach]: 'src/client/pages/teach-page.tsx',
  [NOT_FOUND_PATH]: 'src/client/pages/not-found-page.tsx',
};

/** Every page is prerendered in every language of the interface, at its address in it. */
export const PRERENDERED_LOCALES: readonly UiLocale[] = uiLocales;

/** The folder of prerendered/ that holds a language's pages: its address's segment, `en` for English. */
export const localeFolder = (locale: UiLocale) => localeSegment(locale) || 'en';

/** The source of a language's catalogue, as interface-locale.ts imports it: its page preloads it. */
export const catalogueSource = (locale: UiLocale) =>
  locale === 'en' ? null : `src/client/locales/${locale}/messages.po`;

/**
 * index.html's description of the site, in each language: written here, not in the catalogues, since only
 * the build reads it.
 */
const SITE_DESCRIPTIONS: Record<UiLocale, string> = {
  en: 'Speak the World: learn any language with our instructors. Browse classes, enrol and pay online.',
  es: 'Speak the World: aprende cualquier idioma con nuestros profesores. Explora las clases, inscríbete y paga en línea.',
  fr: 'Speak the World : apprenez la langue de votre choix avec nos professeurs. Parcourez les cours, inscrivez-vous et payez en ligne.',
  de: 'Speak the World: Lerne jede Sprache mit unseren Lehrkräften. Stöbere durch die Kurse, melde dich an und bezahle online.',
  'pt-BR':
    'Speak the World: aprenda qualquer idioma com nossos professores. Confira as aulas, inscreva-se e pague on-line.',
  ar: 'Speak the World: تعلّم أي لغة مع مدرّسينا. تصفّح الدورات، وسجّل فيها، وادفع عبر الإنترنت.',
  ja: 'Speak the World：当校の講師と、どんな言語でも学べます。クラス選びから申し込み、お支払いまでオンラインでできます。',
};

interface Prerendered {
  html: string;
  title: string;
  /** The site's description, for `<meta name="description">`. */
  description: string;
  /** `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The page at `pathname` in `locale`, as the browser's first render will make it at the page's address in
 * that language: no data yet (lists show their skeletons, the header waits for the session), so that
 * hydration finds the same markup, in the same language.
 */
export async function prerender(pathname: string, locale: UiLocale = 'en'): Promise<Prerendered> {
  await activateLocale(locale);
  const router = createMemoryRouter(localizedPath(locale, pathname));
  await router.ready;
  const { error } = router.getState();
  if (error) throw error;
  const queryClient = createQueryClient();
  const html = renderToString(<App queryClient={queryClient} router={router} />);
  // The queries the render created would otherwise keep the build's process alive until their gcTime.
  queryClient.clear();
  return {
    html,
    title: documentTitleFor(pathname, i18n),
    description: SITE_DESCRIPTIONS[locale],
    lang: locale,
    dir: textDirection(locale),
  };
}
