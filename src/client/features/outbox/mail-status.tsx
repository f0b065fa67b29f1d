import type { MailStatus } from '#contract/mail';

const statusText: Record<MailStatus, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'badge-warning' },
  sent: { label: 'Sent', className: 'badge-success' },
  outbox: { label: 'In the outbox', className: 'badge-neutral' },
  failed: { label: 'Refused', className: 'badge-error' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { label, className } = statusText[status];
  return <span className={`badge font-semibold whitespace-nowrap ${className}`}>{label}</span>;
}
