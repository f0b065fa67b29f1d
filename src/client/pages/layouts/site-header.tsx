import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from '#client/components/link.tsx';
import { Clock, Globe, MapPin, Menu, Phone, X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '#client/features/interface-language/language-switcher.tsx';

import { SCHOOL_ADDRESS, SCHOOL_PHONE, SCHOOL_PHONE_LINK, schoolHours } from '#client/school.ts';
import { paths } from '#client/paths.ts';

const links = [
  { to: paths.home, label: msg`Home`, end: true },
  { to: paths.instructors, label: msg`Instructors` },
  { to: paths.classes(), label: msg`Classes` },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.end}
        onClick={onNavigate}
        // NavLink marks the current page 'active', which daisyUI's menu paints dark behind our magenta text.
        className={({ isActive }) => (isActive ? 'bg-transparent font-bold text-primary' : '')}
      >
        {i18n._(link.label)}
      </NavLink>
    </li>
  ));
}

// The open phone menu's behaviour comes with its first opening: every page's first load carries this header.
const PhoneMenu = lazy(async () => ({ default: (await import('./phone-menu')).PhoneMenu }));

export function SiteHeader({ account }: { account: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    // Opaque, with no backdrop blur: behind 95% of the page's colour the blur hardly showed, yet the compositor
    // blurred what lay under the header again for every frame drawn while the page scrolled or moved.
    <header className="sticky top-0 z-40 bg-base-100 shadow-sm">
      {/* On phones the details wrap onto two short lines in small type rather than being left out. */}
      <div className="bg-secondary text-secondary-content">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-1 text-xs sm:justify-between sm:gap-2 sm:py-1.5 sm:text-sm">
          <span className="flex items-center gap-1.5">
            <Clock size={14} aria-hidden /> {i18n._(schoolHours)}
          </span>
          <a className="flex items-center gap-1.5 hover:underline" href={SCHOOL_PHONE_LINK}>
            <Phone size={14} aria-hidden /> <span dir="ltr">{SCHOOL_PHONE}</span>
          </a>
          <span className="flex items-center gap-1.5">
            <MapPin size={14} aria-hidden /> <bdi>{SCHOOL_ADDRESS}</bdi>
          </span>
        </div>
      </div>
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label={t`Main`}>
        <div className="navbar-start w-auto min-w-0 flex-1 gap-1 sm:gap-2">
          <button
            ref={button}
            type="button"
            className="btn btn-ghost btn-square md:hidden"
            aria-label={open ? t`Close menu` : t`Open menu`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
          <Link
            to={paths.home}
            className="flex min-w-0 items-center gap-2 text-base font-extrabold whitespace-nowrap text-primary min-[400px]:text-lg sm:text-xl"
          >
            <Globe className="shrink-0" aria-hidden />
            <span className="truncate">Speak the World</span>
          </Link>
        </div>
        <div className="navbar-center hidden md:flex">
          <ul className="menu menu-horizontal gap-1 text-base">
            <NavLinks />
          </ul>
        </div>
        <div className="navbar-end w-auto shrink-0 gap-1 sm:gap-2">
          <LanguageSwitcher compact />
          {account}
        </div>
      </nav>
      {open && (
        <Suspense fallback={null}>
          <PhoneMenu button={button} setOpen={setOpen}>
            <NavLinks onNavigate={() => setOpen(false)} />
          </PhoneMenu>
        </Suspense>
      )}
    </header>
  );
}
