import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Globe, Users } from 'lucide-react';
import { FeatureBlock } from '#client/components/feature-block.tsx';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { ApplicationStatus } from '#client/features/teaching/application-status.tsx';
import { myApplicationQuery } from '#client/features/teaching/api.ts';
import { TeachForm } from '#client/features/teaching/teach-form.tsx';
import { paths } from '#client/paths.ts';
import { queryKeys } from '#client/query-keys.ts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const reasons = [
  {
    icon: Users,
    title: msg`Small classes`,
    description: msg`You teach a handful of motivated students, not a lecture hall.`,
  },
  {
    icon: BookOpen,
    title: msg`Materials ready`,
    description: msg`Our own texts and multimedia cover every area of the curriculum.`,
  },
  {
    icon: Globe,
    title: msg`Your language, your classes`,
    description: msg`Add the classes you want to teach; we bring the students.`,
  },
];

const panel = 'rounded-box border border-base-content/10 bg-base-100 p-5 shadow-sm sm:p-8';

function StudentApplication() {
  const { t } = useLingui();
  const application = useQuery(myApplicationQuery);
  const client = useQueryClient();
  const accepted = application.data?.status === 'accepted';
  useEffect(() => {
    // The account became an instructor after this page read it: read it again for the menus.
    if (accepted) void client.invalidateQueries({ queryKey: queryKeys.me });
  }, [accepted, client]);
  if (application.isPending) {
    return (
      <LoadingState label={t`Loading your application`}>
        <div className="skeleton h-64 w-full rounded-box" />
      </LoadingState>
    );
  }
  if (application.isError) {
    return (
      <ErrorState
        message={t`We could not load your application.`}
        onRetry={() => void application.refetch()}
      />
    );
  }
  const latest = application.data;
  return (
    <div className="space-y-6">
      {latest && <ApplicationStatus application={latest} />}
      {(!latest || latest.status === 'declined') && (
        <div className={panel}>
          <TeachForm />
        </div>
      )}
    </div>
  );
}

function ApplyArea() {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <LoadingState label={t`Loading`}>
        <div className="skeleton h-40 w-full rounded-box" />
      </LoadingState>
    );
  }
  if (!user) {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">
          <Trans>Apply to teach</Trans>
        </h2>
        <p className="mt-2 text-base-content/80">
          <Trans>Log in to send your application, or create a free account first.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.login} state={{ from: location }} className="btn btn-primary">
            <Trans>Login</Trans>
          </Link>
          <Link to={paths.registration} state={{ from: location }} className="btn btn-outline">
            <Trans>Create account</Trans>
          </Link>
        </div>
      </div>
    );
  }
  if (user.role === 'instructor') {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">
          <Trans>You already teach with us</Trans>
        </h2>
        <p className="mt-2 text-base-content/80">
          <Trans>Add a class whenever you are ready.</Trans>
        </p>
        <Link to={paths.addClass} className="btn btn-primary mt-6">
          <Trans>Add a class</Trans>
        </Link>
      </div>
    );
  }
  if (user.role === 'admin') {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">
          <Trans>Applications</Trans>
        </h2>
        <p className="mt-2 text-base-content/80">
          <Trans>Admins read and decide the applications in the dashboard.</Trans>
        </p>
        <Link to={paths.applications} className="btn btn-primary mt-6">
          <Trans>Teaching applications</Trans>
        </Link>
      </div>
    );
  }
  return <StudentApplication />;
}

/** Teach with us: why to teach here, and the signed-in student's application and its answer. */
export function TeachPage() {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <SectionTitle
        level={1}
        title={t`Teach with us`}
        subtitle={t`Share your language with students who want to speak it`}
      />
      <h2 className="sr-only">
        <Trans>Why teach here</Trans>
      </h2>
      <div className="mb-10 grid gap-8 md:grid-cols-3">
        {reasons.map((reason) => (
          <FeatureBlock
            key={reason.title.id}
            icon={reason.icon}
            title={i18n._(reason.title)}
            description={i18n._(reason.description)}
          />
        ))}
      </div>
      <div className="mx-auto max-w-2xl">
        <ApplyArea />
      </div>
    </div>
  );
}
