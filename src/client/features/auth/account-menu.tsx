import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useAuth, useSignOut } from '#client/session/session.ts';
import { UserAvatar } from '#client/components/user-avatar.tsx';
import { paths } from '#client/paths.ts';

/** The header's account corner: Login for visitors; photo, Dashboard and LogOut when signed in. */
export function AccountMenu() {
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (loading) return <div className="skeleton h-9 w-24" aria-hidden />;
  if (!user) {
    return (
      <Link to={paths.login} className="btn btn-primary btn-sm">
        Login
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link to={paths.dashboard} className="btn btn-ghost btn-sm max-sm:btn-square" title="Dashboard">
        <LayoutDashboard size={18} aria-hidden />
        <span className="hidden sm:inline">Dashboard</span>
        <span className="sr-only sm:hidden">Dashboard</span>
      </Link>
      <span title={user.name}>
        <UserAvatar photo={user.photo} name={user.name} size={32} />
      </span>
      {/* On phones the words give way to the icons, so the header fits beside the school's name. */}
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm max-sm:btn-square"
        title="LogOut"
        onClick={async () => {
          await signOut();
          navigate(paths.home);
        }}
      >
        <LogOut size={16} aria-hidden />
        <span className="hidden sm:inline">LogOut</span>
        <span className="sr-only sm:hidden">LogOut</span>
      </button>
    </div>
  );
}
