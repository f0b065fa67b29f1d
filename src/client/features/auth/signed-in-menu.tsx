import { useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignOut, type useAuth } from '#client/session/session.ts';
import { UserAvatar } from '#client/components/user-avatar.tsx';
import { paths } from '#client/paths.ts';

type SignedInUser = NonNullable<ReturnType<typeof useAuth>['user']>;

/** The header's account corner when signed in: Dashboard, the photo and LogOut. */
export function SignedInMenu({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link to={paths.dashboard} className="btn btn-ghost btn-sm max-sm:btn-square" title={t`Dashboard`}>
        <LayoutDashboard size={18} aria-hidden />
        <span className="hidden sm:inline">
          <Trans>Dashboard</Trans>
        </span>
        <span className="sr-only sm:hidden">
          <Trans>Dashboard</Trans>
        </span>
      </Link>
      <span title={user.name}>
        <UserAvatar photo={user.photo} name={user.name} size={32} />
      </span>
      {/* On phones the words give way to the icons, so the header fits beside the school's name. */}
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm max-sm:btn-square"
        title={t`LogOut`}
        onClick={async () => {
          await signOut();
          navigate(paths.home);
        }}
      >
        <LogOut size={16} className="rtl:-scale-x-100" aria-hidden />
        <span className="hidden sm:inline">
          <Trans>LogOut</Trans>
        </span>
        <span className="sr-only sm:hidden">
          <Trans>LogOut</Trans>
        </span>
      </button>
    </div>
  );
}
