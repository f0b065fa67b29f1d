import { useContext } from 'react';
import { i18n as globalI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LinguiContext } from '@lingui/react';
// English is active before this page is first drawn, with or without the app's providers.
import '#client/i18n/interface-locale.ts';
import { Link } from '#client/components/link.tsx';
import { paths } from '#client/paths.ts';

export function NotFoundPage() {
  // Drawn without the app's providers too (its test): then the interface's language is read from the global
  // instance, and with them the page follows a change of language.
  const { i18n } = useContext(LinguiContext) ?? { i18n: globalI18n };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-8xl font-black text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-3xl font-extrabold">{i18n._(msg`Awwww! Don\`t Cry!`)}</h1>
      <p className="mt-2 text-lg text-base-content/80">{i18n._(msg`Its just a 404 error!`)}</p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        {i18n._(msg`Lets go home`)}
      </Link>
    </section>
  );
}
