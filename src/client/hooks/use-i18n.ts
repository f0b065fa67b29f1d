import { useContext } from 'react';
import { i18n as appI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import '#client/i18n/interface-locale.ts';

/**
 * Lingui's i18n for the shared pieces (notices, dialogs, filter forms) that some tests render without the
 * app's I18nProvider, where useLingui throws: the provider's when there is one, so that a new language
 * redraws them, else the app's one instance, which is in English from the start.
 */
export function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? appI18n;
}
