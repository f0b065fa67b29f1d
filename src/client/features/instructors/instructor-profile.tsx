import { Trans, useLingui } from '@lingui/react/macro';
import type { InstructorPage } from '#contract/instructors';
import { DEFAULT_AVATAR } from '#client/components/user-avatar.tsx';
import { TaughtLanguages } from './taught-languages';

/** The top of an instructor's page: portrait, name, languages and bio. */
export function InstructorProfile({ person }: { person: Omit<InstructorPage, 'classes'> }) {
  const { t } = useLingui();
  const { name } = person;
  return (
    <header className="flex flex-col items-center gap-6 rounded-box bg-base-100 p-6 shadow-md md:flex-row md:items-start md:p-10">
      <img
        src={person.photo ?? DEFAULT_AVATAR}
        alt={t`Portrait of ${name}`}
        width={192}
        height={192}
        fetchPriority="high"
        className="h-40 w-40 shrink-0 rounded-full object-cover shadow md:h-48 md:w-48"
      />
      <div className="min-w-0 flex-1 text-center md:text-start">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary md:text-4xl">{person.name}</h1>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2 md:justify-start">
          <span className="badge badge-primary badge-outline">
            <Trans>Instructor</Trans>
          </span>
          <span className="break-all text-sm text-base-content/80">{person.email}</span>
        </p>
        {person.languages.length > 0 && (
          <div className="mt-4">
            <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-base-content/70">
              <Trans>Teaches</Trans>
            </h2>
            <TaughtLanguages
              codes={person.languages}
              label={t`Languages ${name} teaches`}
              className="justify-center md:justify-start"
            />
          </div>
        )}
        <div className="mt-4">
          <h2 className="sr-only">
            <Trans>About {name}</Trans>
          </h2>
          {person.bio ? (
            <p className="max-w-prose whitespace-pre-line break-words text-base-content/90 md:text-lg">
              {person.bio}
            </p>
          ) : (
            <p className="text-base-content/70">
              <Trans>{name} has not written an introduction yet.</Trans>
            </p>
          )}
        </div>
      </div>
    </header>
  );
}

/** The profile's shape, for the first paint (the prerendered page) and while it loads. */
/* eslint-disable interface/no-bare-text -- the skeleton's lines are transparent shapes the size of real text: nobody reads them */
export function InstructorProfileSkeleton() {
  const line = 'skeleton text-transparent select-none';
  return (
    <div className="flex flex-col items-center gap-6 rounded-box bg-base-100 p-6 shadow-md md:flex-row md:items-start md:p-10">
      <div className="skeleton h-40 w-40 shrink-0 rounded-full md:h-48 md:w-48" />
      <div className="w-full min-w-0 flex-1 space-y-3">
        <p className={`mx-auto h-9 w-56 md:mx-0 ${line}`}>Instructor name</p>
        <p className={`mx-auto h-5 w-40 md:mx-0 ${line}`}>Instructor</p>
        <p className={`mx-auto h-6 w-48 md:mx-0 ${line}`}>Languages</p>
        <p className={`h-24 w-full max-w-prose ${line}`}>About</p>
      </div>
    </div>
  );
}
/* eslint-enable interface/no-bare-text */
