import { Link } from '#client/components/link.tsx';
import type { TeachingApplication } from '#contract/teaching-applications';
import { formatDateTime } from '#client/format-time.ts';
import { paths } from '#client/paths.ts';

const statusText = { open: 'Waiting for an answer', accepted: 'Accepted', declined: 'Declined' } as const;
const statusBadge = { open: 'badge-warning', accepted: 'badge-success', declined: 'badge-error' } as const;

/** The signed-in person's latest application, as the school decided it. */
export function ApplicationStatus({ application }: { application: TeachingApplication }) {
  return (
    <section aria-labelledby="application-status-title" className="rounded-box bg-base-100 p-4 shadow sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-status-title" className="text-xl font-extrabold">
          Your application
        </h2>
        <span className={`badge font-semibold ${statusBadge[application.status]}`}>
          {statusText[application.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-base-content/75">
        Sent <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time> ·{' '}
        {application.languages.join(', ')}
      </p>
      {application.status === 'open' && (
        <p className="mt-3">An admin reads every application; the answer will appear here.</p>
      )}
      {application.status === 'accepted' && (
        <div className="mt-3 space-y-3">
          <p>Welcome aboard! Your account is now an instructor account.</p>
          <Link to={paths.addClass} className="btn btn-primary">
            Add a class
          </Link>
        </div>
      )}
      {application.status === 'declined' && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold">The school's message:</p>
          <blockquote className="rounded-box bg-base-200 p-3 break-words whitespace-pre-wrap">
            {application.message}
          </blockquote>
          <p>You may apply again below.</p>
        </div>
      )}
    </section>
  );
}
