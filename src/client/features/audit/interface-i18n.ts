import { useContext } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/** English, where no language is provided: the tests draw the filters and read changes without the app. */
export const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** The interface's language when the app provides it (re-rendering when it changes), else English. */
export function useInterfaceI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? english;
}
