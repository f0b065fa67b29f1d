import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogues (docs/decisions/interface-languages.md): English is the source, written in the
 * components through Lingui's macros; `npm run i18n:extract` gathers it into `.po` files that translators
 * know, one per language. `pseudo` is the accented, longer pseudo-locale the layout checks run on; its
 * catalogue is written from the source by scripts/i18n-catalogues.mjs, not by Lingui's own pseudo-locale,
 * which accents but does not lengthen.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
