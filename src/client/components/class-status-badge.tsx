import type { ClassStatus } from '#contract/classes';

const statusBadge: Record<ClassStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  denied: 'badge-error',
};

/** A class's review status; the instructor's My classes and the admin's Manage classes show the same one. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return <span className={`badge font-semibold capitalize ${statusBadge[status]}`}>{status}</span>;
}
