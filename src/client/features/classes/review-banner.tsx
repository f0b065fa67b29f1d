import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetails } from '#contract/classes';
import { ClassStatusBadge } from '#client/components/class-status-badge.tsx';

/**
 * Above a class that is not approved, which only its instructor and admins can open: where it stands in
 * the review and, once denied, what the admin asked to change.
 */
export function ReviewBanner({ status, feedback }: Pick<ClassDetails, 'status' | 'feedback'>) {
  const { t } = useLingui();
  if (status === 'approved') return null;
  const denied = status === 'denied';
  return (
    <section
      aria-label={t`Review`}
      className={`mb-6 rounded-box border-2 bg-base-100 p-4 text-base-content ${denied ? 'border-error' : 'border-warning'}`}
    >
      <div className="min-w-0 wrap-anywhere">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <ClassStatusBadge status={status} />
          {denied ? (
            <Trans>An admin denied this class.</Trans>
          ) : (
            <Trans>This class is waiting for an admin to review it.</Trans>
          )}
        </p>
        {denied && (
          <p className="mt-2 whitespace-pre-line">
            {feedback ? <Trans>Feedback: {feedback}</Trans> : <Trans>The admin left no feedback.</Trans>}
          </p>
        )}
        <p className="mt-2 text-sm">
          <Trans>
            Only its instructor and admins can see this page. Students see it once it is approved.
          </Trans>
        </p>
      </div>
    </section>
  );
}
