import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { Clock, MapPin, Phone } from 'lucide-react';
import { useAuth, useSignOut } from '#client/session/session.ts';
import { SCHOOL_ADDRESS, SCHOOL_PHONE, SCHOOL_PHONE_LINK, schoolHours } from '#client/school.ts';
import { paths } from '#client/paths.ts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '#client/features/interface-language/language-switcher.tsx';

const columns = [
  {
    title: msg`Learn`,
    links: [
      [msg`All classes`, paths.classes()],
      [msg`Instructors`, paths.instructors],
      // The same place as the banner's Get Started.
      [msg`Get started`, paths.classes()],
    ],
  },
  {
    title: msg`School`,
    links: [
      [msg`About us`, paths.about],
      [msg`Contact`, paths.contact],
      [msg`Teach with us`, paths.teach],
    ],
  },
] as const;

const linkClass = 'link-hover link';

/** Login and Register for a visitor; Dashboard and LogOut once signed in. */
function AccountLinks() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <nav aria-label={t`Account`}>
      <h2 className="footer-title opacity-90">
        <Trans>Account</Trans>
      </h2>
      <ul className="space-y-2">
        {user ? (
          <>
            <li>
              <Link className={linkClass} to={paths.dashboard}>
                <Trans>Dashboard</Trans>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${linkClass} cursor-pointer`}
                onClick={() => void signOut().then(() => navigate(paths.home))}
              >
                <Trans>LogOut</Trans>
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link className={linkClass} to={paths.login}>
                <Trans>Login</Trans>
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.registration}>
                <Trans>Register</Trans>
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <footer className="mt-16 bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold">Speak the World</p>
          <p className="mt-2 opacity-90">
            <Trans>Providing reliable service since 1992</Trans>
          </p>
          <address className="mt-4 space-y-1 text-sm not-italic opacity-90">
            <p className="flex items-center gap-2">
              <MapPin size={14} className="shrink-0" aria-hidden /> <bdi>{SCHOOL_ADDRESS}</bdi>
            </p>
            <p className="flex items-center gap-2">
              <Phone size={14} className="shrink-0" aria-hidden />
              <a className="link-hover link" href={SCHOOL_PHONE_LINK}>
                <span dir="ltr">{SCHOOL_PHONE}</span>
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Clock size={14} className="shrink-0" aria-hidden /> {i18n._(schoolHours)}
            </p>
          </address>
        </div>
        {columns.map((column) => (
          <nav key={column.title.id} aria-label={i18n._(column.title)}>
            <h2 className="footer-title opacity-90">{i18n._(column.title)}</h2>
            <ul className="space-y-2">
              {column.links.map(([label, to]) => (
                <li key={label.id}>
                  <Link className={linkClass} to={to}>
                    {i18n._(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <AccountLinks />
      </div>
      {newsletter && <div className="mx-auto max-w-7xl px-4 pb-10">{newsletter}</div>}
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-neutral-content/20 px-4 py-4 text-center text-sm opacity-90">
        <span>
          <Trans>© {new Date().getFullYear()} Speak the World. Providing reliable service since 1992</Trans>
        </span>
        <LanguageSwitcher className="dropdown-top [&>summary]:text-neutral-content" />
      </div>
    </footer>
  );
}
