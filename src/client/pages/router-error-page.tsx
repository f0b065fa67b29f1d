import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '#client/components/link.tsx';
import { paths } from '#client/paths.ts';

function describeRouteError(error: unknown, i18n: I18n): string {
  if (error instanceof Error) return error.message;
  return String(error ?? i18n._(msg`Unknown error`));
}

/** What shows instead of a page that failed to render, or whose code could not be fetched. */
export function RouterErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-extrabold text-error">{i18n._(msg`Unexpected Application Error!`)}</h1>
      <p className="mt-4 font-mono text-base-content/80">{describeRouteError(error, i18n)}</p>
      <Link to={paths.home} className="btn btn-primary mt-8" reloadDocument>
        {i18n._(msg`Back to the home page`)}
      </Link>
    </main>
  );
}
