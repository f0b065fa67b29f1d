import { useContext, useEffect, useEffectEvent, useRef } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { localeAddress, localizedPath } from '#contract/page-paths';
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

/**
 * The address now, read as its language and its page, and a way to another address that does not go
 * through the router's basename (the language's segment links keep: see router.tsx).
 */
function useLocaleAddress() {
  const { basename, navigator } = useContext(NavigationContext);
  const { pathname, search, hash } = useLocation();
  const full = basename === '/' ? pathname : `${basename}${pathname === '/' ? '' : pathname}`;
  const address = localeAddress(full);
  return {
    ...address,
    /** The same page, its query string and fragment kept, at its address in `locale`. */
    in: (locale: UiLocale) => `${localizedPath(locale, address.path)}${search}${hash}`,
    current: `${full}${search}${hash}`,
    navigator,
  };
}

/**
 * The signed-in person's language, once it is known, wins over this browser's: their mails follow it too.
 * An address with a language's segment keeps its own (a shared link reads as it was sent); on one without,
 * the page goes to its address in the account's language, as on a first visit.
 */
function useAccountLocale(user: User | null) {
  const saved = user?.locale;
  const client = useQueryClient();
  const address = useLocaleAddress();
  const follow = useEffectEvent(async (locale: UiLocale) => {
    if (locale === activeLocale()) return;
    rememberLocale(locale);
    if (address.prefix) return;
    await activateLocale(locale);
    if (locale !== 'en') address.navigator.replace(address.in(locale));
  });
  // An account that never chose takes the language it is using the site in, so its mails (receipts,
  // reminders) come in that language rather than in English.
  const adopt = useEffectEvent(async () => {
    const locale = activeLocale();
    if (locale === 'en' || locale === 'pseudo') return;
    await api('/me/locale', { method: 'PUT', body: { locale } });
    client.setQueryData<User | null>(queryKeys.me, (me) => (me ? { ...me, locale } : me));
  });
  const signedIn = user !== null;
  useEffect(() => {
    if (saved) void follow(saved);
    else if (signedIn) void adopt();
  }, [saved, signedIn]);
}

/**
 * The header's and the footer's language choice: a list of the languages, each in its own script and marked
 * with its `lang`, so a screen reader says "Deutsch" in German. A choice is remembered in this browser and,
 * for a signed-in person, saved on their account.
 */
export function LanguageSwitcher({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { user } = useAuth();
  const client = useQueryClient();
  const details = useRef<HTMLDetailsElement>(null);
  // Re-rendered when the language changes, like every component that reads Lingui.
  useLingui();
  useAccountLocale(user);
  const address = useLocaleAddress();
  const current = activeLocale();
  const shown: UiLocale = current === 'pseudo' ? 'en' : current;

  /** The same page in `locale`, at its address in it; the choice is kept for the addresses without one. */
  async function choose(locale: UiLocale) {
    if (details.current) details.current.open = false;
    rememberLocale(locale);
    await activateLocale(locale);
    const target = address.in(locale);
    if (target !== address.current) address.navigator.push(target);
    if (user && user.locale !== locale) {
      await api('/me/locale', { method: 'PUT', body: { locale } });
      client.setQueryData<User | null>(queryKeys.me, (me) => (me ? { ...me, locale } : me));
    }
  }

  return (
    <details ref={details} className={`dropdown dropdown-end ${className}`}>
      <summary className="btn btn-ghost btn-sm gap-1 font-normal">
        <Languages size={16} aria-hidden />
        {/* On a phone's header only the icon shows: the school's name needs the room. */}
        <span lang={shown} className={compact ? 'max-sm:sr-only' : ''}>
          {endonyms[shown]}
        </span>
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
