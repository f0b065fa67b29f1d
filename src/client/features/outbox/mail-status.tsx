import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MailStatus } from '#contract/mail';

const statusText: Record<MailStatus, { label: MessageDescriptor; className: string }> = {
  queued: { label: msg`Queued`, className: 'badge-warning' },
  sent: { label: msg`Sent`, className: 'badge-success' },
  outbox: { label: msg`In the outbox`, className: 'badge-neutral' },
  failed: { label: msg`Refused`, className: 'badge-error' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { i18n } = useLingui();
  const { label, className } = statusText[status];
  return <span className={`badge font-semibold whitespace-nowrap ${className}`}>{i18n._(label)}</span>;
}
