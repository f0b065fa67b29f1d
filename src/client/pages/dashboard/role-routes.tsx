import { RoleRoute } from '#client/pages/layouts/dashboard-layout.tsx';

// Kept apart from router.tsx so the dashboard's code stays out of the first load of the public pages.
export function InstructorOnly() {
  return <RoleRoute roles={['instructor']} />;
}

export function AdminOnly() {
  return <RoleRoute roles={['admin']} />;
}

export function StudentOnly() {
  return <RoleRoute roles={['user']} />;
}

export function StaffOnly() {
  return <RoleRoute roles={['instructor', 'admin']} />;
}
