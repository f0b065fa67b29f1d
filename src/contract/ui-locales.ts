import { z } from 'zod/mini';
import { uiLocales } from './ui-locale-list.js';

// The list and its helpers carry no zod, so the browser's first load can read them (ui-locale-list.ts).
export * from './ui-locale-list.js';

export const uiLocale = z.enum(uiLocales, {
  error: () => `Choose a language from the list: ${uiLocales.join(', ')}`,
});

/** PUT /api/me/locale: the signed-in person's language for pages and mails. */
export const localeChoice = z.object({ locale: uiLocale });
