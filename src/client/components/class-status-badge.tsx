import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClassStatus } from '#contract/classes';

const statusBadge: Record<ClassStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  denied: 'badge-error',
};

// Lower case, as the status is sent: the badge's class capitalises it.
const statusLabel: Record<ClassStatus, MessageDescriptor> = {
  pending: msg`pending`,
  approved: msg`approved`,
  denied: msg`denied`,
};

/** A class's review status; the instructor's My classes and the admin's Manage classes show the same one. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`badge font-semibold capitalize ${statusBadge[status]}`}>
      {i18n._(statusLabel[status])}
    </span>
  );
}
