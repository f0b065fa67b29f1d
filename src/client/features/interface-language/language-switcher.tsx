import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { UiLocale } from '#contract/ui-locale-list';
import type { User } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';
import { useAuth } from '#client/session/session.ts';
import { activateLocale, activeLocale, rememberLocale } from '#client/i18n/interface-locale.ts';

/** Each language named in itself, as a reader of that language looks for it. */
const endonyms: Record<UiLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
  ja: '日本語',
};

/** The signed-in person's language, once it is known, wins over this browser's: their mails follow it too. */
function useAccountLocale(user: User | null) {
  const saved = user?.locale;
  useEffect(() => {
    if (saved && saved !== activeLocale()) {
      rememberLocale(saved);
      void activateLocale(saved);
    }
  }, [saved]);
}

/**
 * The header's and the footer's language choice: a list of the languages, each in its own script and marked
 * with its `lang`, so a screen reader says "Deutsch" in German. A choice is remembered in this browser and,
 * for a signed-in person, saved on their account.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const details = useRef<HTMLDetailsElement>(null);
  // Re-rendered when the language changes, like every component that reads Lingui.
  useLingui();
  useAccountLocale(user);
  const current = activeLocale();
  const shown: UiLocale = current === 'pseudo' ? 'en' : current;

  async function choose(locale: UiLocale) {
    if (details.current) details.current.open = false;
    rememberLocale(locale);
    await activateLocale(locale);
    if (user && user.locale !== locale) {
      await api('/me/locale', { method: 'PUT', body: { locale } });
      client.setQueryData<User | null>(queryKeys.me, (me) => (me ? { ...me, locale } : me));
    }
  }

  return (
    <details ref={details} className={`dropdown dropdown-end ${className}`}>
      <summary className="btn btn-ghost btn-sm gap-1 font-normal">
        <Languages size={16} aria-hidden />
        <span lang={shown}>{endonyms[shown]}</span>
        <span className="sr-only">
          <Trans>Change the site&apos;s language</Trans>
        </span>
      </summary>
      <ul className="menu dropdown-content z-50 mt-1 w-52 rounded-box bg-base-100 p-2 text-base-content shadow">
        {(Object.keys(endonyms) as UiLocale[]).map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              dir="auto"
              aria-current={locale === current ? 'true' : undefined}
              className={locale === current ? 'font-bold' : ''}
              onClick={() => void choose(locale)}
            >
              {endonyms[locale]}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
