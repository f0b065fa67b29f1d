import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '#client/components/link.tsx';
import { paths } from '#client/paths.ts';

export function NotFoundPage() {
  const { i18n } = useLingui();
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
