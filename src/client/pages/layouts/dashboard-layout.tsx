import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { Link, NavLink } from '#client/components/link.tsx';
import {
  Banknote,
  BookOpenCheck,
  CalendarDays,
  CalendarRange,
  ChartColumn,
  ClipboardList,
  CreditCard,
  GraduationCap,
  Home,
  Inbox,
  LibraryBig,
  ListChecks,
  Mail,
  Menu,
  Newspaper,
  PlusCircle,
  Receipt,
  ScrollText,
  Send,
  Settings,
  ShoppingCart,
  Ticket,
  UserCog,
  UserRound,
  Undo2,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '#contract/users';
import { LanguageSwitcher } from '#client/features/interface-language/language-switcher.tsx';
import { AccountMenu } from '#client/features/auth/account-menu.tsx';
import { UserAvatar } from '#client/components/user-avatar.tsx';
import { useAuth } from '#client/session/session.ts';
import { useUnauthorizedRedirect } from '#client/session/use-unauthorized-redirect.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { paths } from '#client/paths.ts';
import { staffPaths } from '#client/staff-paths.ts';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { useMailPlace } from '#client/mail-delivery.ts';
import { pageLocale } from '#client/page-locale.ts';

interface MenuEntry {
  to: string;
  label: MessageDescriptor;
  icon: ReactNode;
}

/** The student's and the instructor's pages; an admin's are in sections, as there are many. */
export const menuByRole: Record<Exclude<Role, 'admin'>, MenuEntry[]> = {
  user: [
    { to: paths.selected, label: msg`My selected classes`, icon: <ShoppingCart size={18} aria-hidden /> },
    { to: paths.enrolled, label: msg`Enrolled classes`, icon: <BookOpenCheck size={18} aria-hidden /> },
    { to: paths.schedule, label: msg`My timetable`, icon: <CalendarDays size={18} aria-hidden /> },
    {
      to: paths.paymentHistory,
      label: msg`Payment history`,
      icon: <CreditCard size={18} aria-hidden />,
    },
  ],
  instructor: [
    { to: paths.addClass, label: msg`Add a class`, icon: <PlusCircle size={18} aria-hidden /> },
    { to: paths.myClasses, label: msg`My classes`, icon: <LibraryBig size={18} aria-hidden /> },
    {
      to: paths.teachingSchedule,
      label: msg`Teaching timetable`,
      icon: <CalendarDays size={18} aria-hidden />,
    },
    { to: staffPaths.earnings, label: msg`Earnings`, icon: <Wallet size={18} aria-hidden /> },
  ],
};

interface MenuSection {
  /** Names the section's heading for aria-labelledby. */
  id: string;
  title: MessageDescriptor;
  entries: MenuEntry[];
}

export const adminMenu: MenuSection[] = [
  {
    id: 'menu-school',
    title: msg`School`,
    entries: [
      { to: paths.manageClasses, label: msg`Manage classes`, icon: <ListChecks size={18} aria-hidden /> },
      { to: paths.manageUsers, label: msg`Manage users`, icon: <UserCog size={18} aria-hidden /> },
      {
        to: paths.applications,
        label: msg`Teaching applications`,
        icon: <ClipboardList size={18} aria-hidden />,
      },
      { to: paths.allSchedules, label: msg`All schedules`, icon: <CalendarRange size={18} aria-hidden /> },
    ],
  },
  {
    id: 'menu-mail',
    title: msg`Mail`,
    entries: [
      { to: paths.messages, label: msg`Messages`, icon: <Mail size={18} aria-hidden /> },
      {
        to: paths.outbox,
        label: msg`Outbox`,
        icon: <Send size={18} className="rtl:-scale-x-100" aria-hidden />,
      },
      { to: paths.newsletter, label: msg`Newsletter`, icon: <Newspaper size={18} aria-hidden /> },
    ],
  },
  {
    id: 'menu-money',
    title: msg`Money`,
    entries: [
      { to: staffPaths.payments, label: msg`Payments`, icon: <Receipt size={18} aria-hidden /> },
      { to: staffPaths.reports, label: msg`Reports`, icon: <ChartColumn size={18} aria-hidden /> },
      { to: staffPaths.payouts, label: msg`Payouts`, icon: <Banknote size={18} aria-hidden /> },
      {
        to: staffPaths.refunds,
        label: msg`Refunds`,
        icon: <Undo2 size={18} className="rtl:-scale-x-100" aria-hidden />,
      },
      { to: staffPaths.coupons, label: msg`Coupons`, icon: <Ticket size={18} aria-hidden /> },
    ],
  },
  {
    id: 'menu-records-and-settings',
    title: msg`Records and settings`,
    entries: [
      { to: staffPaths.audit, label: msg`Audit log`, icon: <ScrollText size={18} aria-hidden /> },
      { to: staffPaths.settings, label: msg`School settings`, icon: <Settings size={18} aria-hidden /> },
    ],
  },
];

const everyone: MenuEntry[] = [
  { to: paths.home, label: msg`Home`, icon: <Home size={18} aria-hidden /> },
  { to: paths.instructors, label: msg`Instructors`, icon: <Users size={18} aria-hidden /> },
  { to: paths.classes(), label: msg`Classes`, icon: <GraduationCap size={18} aria-hidden /> },
];

const roleTitle: Record<Role, MessageDescriptor> = {
  user: msg`Student`,
  instructor: msg`Instructor`,
  admin: msg`Admin`,
};

/** A role as the kind of account in a sentence: "student", "instructor", "admin". */
const roleNoun: Record<Role, MessageDescriptor> = {
  user: msg`student`,
  instructor: msg`instructor`,
  admin: msg`admin`,
};

/**
 * The side menu as a drawer on phones: its button says whether it is open; opening moves focus into it and
 * makes the page it covers inert, so Tab stays in the menu; Escape or the overlay closes it and gives focus
 * back to the button. A link closes it too, and the page it opens takes focus.
 */
function useDrawer() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Closed by Escape or the overlay (not by a link, whose page takes focus): focus goes back to the button.
  const refocus = useRef(false);
  const close = (focusButton: boolean) => {
    refocus.current = focusButton;
    setOpen(false);
  };
  useEffect(() => {
    const drawer = window.matchMedia('(max-width: 1023.98px)');
    if (!open || !drawer.matches) return;
    const content = document.querySelector<HTMLElement>('.drawer-content');
    const opener = button.current;
    if (content) content.inert = true;
    // The drawer becomes visible after a short transition: focus its first link once it can take focus.
    let frame = 0;
    const first = document.querySelector<HTMLElement>('#dashboard-menu a');
    const focusFirst = (tries: number) => {
      first?.focus();
      if (first && document.activeElement !== first && tries > 0)
        frame = requestAnimationFrame(() => focusFirst(tries - 1));
    };
    focusFirst(60);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onWide = () => !drawer.matches && close(false);
    window.addEventListener('keydown', onKey);
    drawer.addEventListener('change', onWide);
    return () => {
      cancelAnimationFrame(frame);
      // The button can take focus only once the page is no longer inert.
      if (content) content.inert = false;
      if (refocus.current) opener?.focus();
      refocus.current = false;
      window.removeEventListener('keydown', onKey);
      drawer.removeEventListener('change', onWide);
    };
  }, [open]);
  return { open, setOpen, close, button };
}

function MenuLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const { i18n } = useLingui();
  return entries.map((entry) => (
    <li key={entry.to}>
      <NavLink
        to={entry.to}
        end
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? 'menu-active' : '')}
      >
        {entry.icon}
        {i18n._(entry.label)}
      </NavLink>
    </li>
  ));
}

/**
 * Sends a visitor to /login, and back here once signed in. React Router's Navigate does the same, but its
 * code would come with every public page's first load: React Router is one module, in the first bundle.
 */
function ToLogin({ from }: { from: Location }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.login, { replace: true, state: { from } });
  }, [navigate, from]);
  return null;
}

/** /dashboard: signed-in users only; the side menu follows the role and folds into a drawer on phones. */
export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const { user, loading } = useAuth();
  const location = useLocation();
  const mailPlace = useMailPlace();
  useUnauthorizedRedirect();
  useDocumentTitle();
  const { open: menuOpen, setOpen: setMenuOpen, close: closeMenu, button: menuButton } = useDrawer();
  const closeDrawer = () => closeMenu(false);
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <LoadingIndicator label={t`Loading`} kind="spinner" />
      </div>
    );
  }
  if (!user) return <ToLogin from={location} />;
  return (
    <div className="drawer lg:drawer-open">
      {/* daisyUI's drawer runs on this checkbox; people use the buttons below, so it stays out of the tab order. */}
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
        checked={menuOpen}
        onChange={(event) => (event.target.checked ? setMenuOpen(true) : closeMenu(true))}
      />
      <div className="drawer-content flex min-h-screen flex-col">
        <header className="navbar sticky top-0 z-30 gap-2 bg-base-100 px-4 shadow-sm print:hidden">
          <button
            ref={menuButton}
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="dashboard-side"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Menu aria-hidden />
            <span className="sr-only">
              <Trans>Open menu</Trans>
            </span>
          </button>
          <div className="flex-1">
            <Link to={paths.home} className="text-lg font-extrabold text-primary">
              Speak the World
            </Link>
          </div>
          <LanguageSwitcher compact />
          <AccountMenu />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 bg-base-200 p-4 outline-none md:p-8 print:bg-white print:p-0"
        >
          <Outlet />
        </main>
      </div>
      <div className="drawer-side z-40 print:hidden">
        <label htmlFor="dashboard-drawer" className="drawer-overlay">
          <span className="sr-only">
            <Trans>Close menu</Trans>
          </span>
        </label>
        <aside
          id="dashboard-side"
          className="flex min-h-full w-72 flex-col bg-(--sidebar) text-(--sidebar-content)"
        >
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            {user.photo && <UserAvatar photo={user.photo} name={user.name} size={80} />}
            <p className="text-2xl font-extrabold uppercase tracking-wide">{i18n._(roleTitle[user.role])}</p>
            <p className="text-sm uppercase tracking-[0.3em] opacity-90">
              <Trans>Dashboard</Trans>
            </p>
            <p className="text-sm wrap-anywhere opacity-90">{user.name}</p>
          </div>
          <nav aria-label={t`Dashboard`} id="dashboard-menu">
            <ul className="menu w-full text-base">
              <li>
                <NavLink
                  to={paths.dashboard}
                  end
                  onClick={closeDrawer}
                  className={({ isActive }) => (isActive ? 'menu-active' : '')}
                >
                  <UserRound size={18} aria-hidden /> <Trans>Welcome</Trans>
                </NavLink>
              </li>
              {user.role !== 'admin' && (
                <MenuLinks entries={menuByRole[user.role]} onNavigate={closeDrawer} />
              )}
              <li>
                <NavLink
                  to={paths.profile}
                  end
                  onClick={closeDrawer}
                  className={({ isActive }) => (isActive ? 'menu-active' : '')}
                >
                  <UserCog size={18} aria-hidden /> <Trans>My profile</Trans>
                </NavLink>
              </li>
              {/* Only while no mail leaves: then the school's mails to this account are read here. */}
              {mailPlace === 'mailbox' && (
                <li>
                  <NavLink
                    to={paths.mailbox}
                    end
                    onClick={closeDrawer}
                    className={({ isActive }) => (isActive ? 'menu-active' : '')}
                  >
                    <Inbox size={18} aria-hidden /> <Trans>Mailbox</Trans>
                  </NavLink>
                </li>
              )}
            </ul>
            {user.role === 'admin' &&
              adminMenu.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2
                    id={section.id}
                    className="px-6 pt-3 text-xs font-bold uppercase tracking-[0.2em] opacity-90"
                  >
                    {i18n._(section.title)}
                  </h2>
                  <ul className="menu w-full pt-1 text-base">
                    <MenuLinks entries={section.entries} onNavigate={closeDrawer} />
                  </ul>
                </section>
              ))}
            <div className="divider divider-neutral mx-4 my-1" />
            <ul className="menu w-full text-base">
              <MenuLinks entries={everyone} onNavigate={closeDrawer} />
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}

/** Pages of one role: anyone else sees a clear 'not allowed' page (the server refuses them anyway). */
export function RoleRoute({ roles }: { roles: Role[] }) {
  const { user } = useAuth();
  if (!user || !roles.includes(user.role)) return <NotAllowed roles={roles} />;
  return <Outlet />;
}

function NotAllowed({ roles }: { roles: Role[] }) {
  const { i18n } = useLingui();
  const kinds = new Intl.ListFormat(pageLocale(), { type: 'disjunction' }).format(
    roles.map((role) => i18n._(roleNoun[role])),
  );
  return (
    <section
      className="mx-auto max-w-lg rounded-box bg-base-100 p-10 text-center shadow"
      aria-labelledby="not-allowed"
    >
      <h1 id="not-allowed" className="text-2xl font-extrabold text-error">
        <Trans>Not allowed</Trans>
      </h1>
      <p className="mt-3">
        <Trans>This page is for {kinds} accounts only.</Trans>
      </p>
      <Link to={paths.dashboard} className="btn btn-primary mt-6">
        <Trans>Back to your dashboard</Trans>
      </Link>
    </section>
  );
}
