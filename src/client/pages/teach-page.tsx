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

const reasons = [
  {
    icon: Users,
    title: 'Small classes',
    description: 'You teach a handful of motivated students, not a lecture hall.',
  },
  {
    icon: BookOpen,
    title: 'Materials ready',
    description: 'Our own texts and multimedia cover every area of the curriculum.',
  },
  {
    icon: Globe,
    title: 'Your language, your classes',
    description: 'Add the classes you want to teach; we bring the students.',
  },
];

const panel = 'rounded-box border border-base-content/10 bg-base-100 p-5 shadow-sm sm:p-8';

function StudentApplication() {
  const application = useQuery(myApplicationQuery);
  const client = useQueryClient();
  const accepted = application.data?.status === 'accepted';
  useEffect(() => {
    // The account became an instructor after this page read it: read it again for the menus.
    if (accepted) void client.invalidateQueries({ queryKey: queryKeys.me });
  }, [accepted, client]);
  if (application.isPending) {
    return (
      <LoadingState label="Loading your application">
        <div className="skeleton h-64 w-full rounded-box" />
      </LoadingState>
    );
  }
  if (application.isError) {
    return (
      <ErrorState message="We could not load your application." onRetry={() => void application.refetch()} />
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
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <LoadingState label="Loading">
        <div className="skeleton h-40 w-full rounded-box" />
      </LoadingState>
    );
  }
  if (!user) {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">Apply to teach</h2>
        <p className="mt-2 text-base-content/80">
          Log in to send your application, or create a free account first.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.login} state={{ from: location }} className="btn btn-primary">
            Login
          </Link>
          <Link to={paths.registration} state={{ from: location }} className="btn btn-outline">
            Create account
          </Link>
        </div>
      </div>
    );
  }
  if (user.role === 'instructor') {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">You already teach with us</h2>
        <p className="mt-2 text-base-content/80">Add a class whenever you are ready.</p>
        <Link to={paths.addClass} className="btn btn-primary mt-6">
          Add a class
        </Link>
      </div>
    );
  }
  if (user.role === 'admin') {
    return (
      <div className={`${panel} text-center`}>
        <h2 className="text-2xl font-extrabold">Applications</h2>
        <p className="mt-2 text-base-content/80">Admins read and decide the applications in the dashboard.</p>
        <Link to={paths.applications} className="btn btn-primary mt-6">
          Teaching applications
        </Link>
      </div>
    );
  }
  return <StudentApplication />;
}

/** Teach with us: why to teach here, and the signed-in student's application and its answer. */
export function TeachPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <SectionTitle
        level={1}
        title="Teach with us"
        subtitle="Share your language with students who want to speak it"
      />
      <h2 className="sr-only">Why teach here</h2>
      <div className="mb-10 grid gap-8 md:grid-cols-3">
        {reasons.map((reason) => (
          <FeatureBlock key={reason.title} {...reason} />
        ))}
      </div>
      <div className="mx-auto max-w-2xl">
        <ApplyArea />
      </div>
    </div>
  );
}
