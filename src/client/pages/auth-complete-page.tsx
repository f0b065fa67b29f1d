import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { POPUP_MESSAGE, type PopupMessage } from '#contract/third-party';
import { paths } from '#client/paths.ts';
import { Trans } from '@lingui/react/macro';

/** Where the sign-in popup lands: it tells the page that opened it, then closes. */
export function AuthCompletePage() {
  const [params] = useSearchParams();
  const error = params.get('error') ?? undefined;
  const hasOpener = typeof window !== 'undefined' && !!window.opener;
  useEffect(() => {
    if (!window.opener) return;
    const message: PopupMessage = { type: POPUP_MESSAGE, ok: !error, ...(error ? { error } : {}) };
    (window.opener as Window).postMessage(message, window.location.origin);
    window.close();
  }, [error]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">
        {error ? <Trans>The sign-in did not complete</Trans> : <Trans>You are signed in</Trans>}
      </h1>
      {hasOpener ? (
        <p>
          <Trans>This window closes by itself.</Trans>
        </p>
      ) : (
        <Link to={error ? paths.login : paths.home} className="btn btn-primary">
          <Trans>Continue</Trans>
        </Link>
      )}
    </main>
  );
}
