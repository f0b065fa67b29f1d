import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { KeyRound } from 'lucide-react';
import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  popupMessage,
  thirdPartyProviders,
  TOO_MANY_SIGN_UPS,
  type ThirdPartyProvider,
} from '#contract/third-party';
import { api } from '#client/api-client.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { meQuery } from '#client/session/session.ts';
import { queryKeys } from '#client/query-keys.ts';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

const providersQuery = queryOptions({
  queryKey: queryKeys.authProviders,
  queryFn: ({ signal }) => api('/auth/providers', { schema: thirdPartyProviders, signal }),
  staleTime: Infinity,
});

const errorTexts: Record<string, MessageDescriptor> = {
  account_not_linked: msg`An account with this email already exists. Log in with your email and password instead.`,
  access_denied: msg`The sign-in was cancelled.`,
  [TOO_MANY_SIGN_UPS]: msg`Too many new accounts were made from this address. Please try again later.`,
};

export function describePopupError(code: string | undefined, i18n: I18n = appI18n): string {
  const known = code ? errorTexts[code] : undefined;
  if (known) return i18n._(known);
  return code
    ? i18n._(msg`The sign-in did not complete (${code}). Please try again.`)
    : i18n._(msg`The sign-in did not complete. Please try again.`);
}

let openPopup: Window | null = null;

/** Opens the sign-in popup, closing one still open: a new sign-in cancels the previous one. */
function openSignInPopup(providerId: string): Window | null {
  if (openPopup && !openPopup.closed) openPopup.close();
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  openPopup = window.open(
    `/api/auth/popup/start?provider=${encodeURIComponent(providerId)}`,
    'stw-sign-in',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  return openPopup;
}

/** 'Continue with …': an OpenID Connect sign-in in a 500 x 600 popup; the page stays where it is. */
export function ThirdPartySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const providers = useQuery(providersQuery);
  const toast = useToast();
  const dialog = useDialog();
  const client = useQueryClient();
  const { i18n } = useLingui();
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => () => cleanup.current(), []);

  function start(provider: ThirdPartyProvider) {
    cleanup.current();
    const popup = openSignInPopup(provider.id);
    if (!popup) {
      toast.error(i18n._(msg`The sign-in window was blocked. Allow pop-ups for this site and try again.`));
      return;
    }
    let answered = false;
    let stopped = false;
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = popupMessage.safeParse(event.data);
      if (!message.success) return;
      answered = true;
      cleanup.current();
      if (!message.data.ok) {
        toast.error(describePopupError(message.data.error, i18n));
        return;
      }
      const me = await client.fetchQuery({ ...meQuery, staleTime: 0 });
      if (!me) {
        toast.error(describePopupError(undefined, i18n));
        return;
      }
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
      const name = me.name;
      void dialog.popup({
        icon: 'success',
        title: i18n._(msg`Login successful`),
        text: i18n._(msg`Welcome, ${name}!`),
        timer: 1500,
      });
      onSignedIn();
    };
    const watch = setInterval(() => {
      if (!popup.closed || answered) return;
      clearInterval(watch);
      // The closing page posts its message just before closing: keep listening a moment for it to arrive.
      setTimeout(() => {
        if (answered || stopped) return;
        cleanup.current();
        toast.error(i18n._(msg`The sign-in window was closed before the sign-in finished.`));
      }, 800);
    }, 400);
    window.addEventListener('message', onMessage);
    cleanup.current = () => {
      stopped = true;
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
      cleanup.current = () => {};
    };
  }

  if (!providers.data?.length) return null;
  return (
    <div className="space-y-2">
      {providers.data.map((provider) => {
        const label = provider.label;
        return (
          <div key={provider.id}>
            <button type="button" className="btn btn-outline w-full" onClick={() => start(provider)}>
              <KeyRound size={18} aria-hidden /> {i18n._(msg`Continue with ${label}`)}
            </button>
            {provider.demo && (
              <p className="mt-1 text-center text-xs text-base-content/80">
                <span className="badge badge-warning badge-sm me-1">{i18n._(msg`Demo`)}</span>
                {i18n._(
                  msg`Signs in through a demo identity provider bundled with this server, not Google. It checks no address: paying waits until you confirm yours from the mail we send.`,
                )}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
