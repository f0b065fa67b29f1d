import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import type { TeachingApplication } from '#contract/teaching-applications';
import { formatDateTime } from '#client/format-time.ts';
import { paths } from '#client/paths.ts';

const statusText = {
  open: msg`Waiting for an answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
} as const;
const statusBadge = { open: 'badge-warning', accepted: 'badge-success', declined: 'badge-error' } as const;

/** The signed-in person's latest application, as the school decided it. */
export function ApplicationStatus({ application }: { application: TeachingApplication }) {
  const { i18n } = useLingui();
  const sent = formatDateTime(application.createdAt);
  const languages = application.languages.join(', ');
  return (
    <section aria-labelledby="application-status-title" className="rounded-box bg-base-100 p-4 shadow sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-status-title" className="text-xl font-extrabold">
          <Trans>Your application</Trans>
        </h2>
        <span className={`badge font-semibold ${statusBadge[application.status]}`}>
          {i18n._(statusText[application.status])}
        </span>
      </div>
      <p className="mt-1 text-sm text-base-content/75">
        <Trans>
          Sent <time dateTime={application.createdAt}>{sent}</time> · {languages}
        </Trans>
      </p>
      {application.status === 'open' && (
        <p className="mt-3">
          <Trans>An admin reads every application; the answer will appear here.</Trans>
        </p>
      )}
      {application.status === 'accepted' && (
        <div className="mt-3 space-y-3">
          <p>
            <Trans>Welcome aboard! Your account is now an instructor account.</Trans>
          </p>
          <Link to={paths.addClass} className="btn btn-primary">
            <Trans>Add a class</Trans>
          </Link>
        </div>
      )}
      {application.status === 'declined' && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold">
            <Trans>The school's message:</Trans>
          </p>
          <blockquote className="rounded-box bg-base-200 p-3 break-words whitespace-pre-wrap">
            {application.message}
          </blockquote>
          <p>
            <Trans>You may apply again below.</Trans>
          </p>
        </div>
      )}
    </section>
  );
}
