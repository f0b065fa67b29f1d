import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import type { Instructor } from '#contract/users';
import { responsiveImage } from '#client/responsive-image.ts';
import { paths } from '#client/paths.ts';
import { DEFAULT_AVATAR } from '#client/components/user-avatar.tsx';
import { TaughtLanguages } from './taught-languages';

export function InstructorCard({
  person,
  eager = false,
  headingLevel = 3,
}: {
  person: Instructor;
  eager?: boolean;
  /** 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { name } = person;
  return (
    <article
      className="card h-full border border-base-content/10 bg-base-100 shadow-md"
      aria-label={person.name}
    >
      <figure className="px-6 pt-6">
        <img
          {...responsiveImage(person.photo ?? DEFAULT_AVATAR, '160px')}
          alt={t`Portrait of ${name}`}
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-40 w-40 rounded-full object-cover"
        />
      </figure>
      <div className="card-body items-center gap-1 text-center">
        <Heading className="card-title">
          <Link
            to={paths.instructor(person._id)}
            className="underline decoration-primary/40 decoration-2 underline-offset-4 transition-colors hover:text-primary hover:decoration-primary"
            title={t`About ${name}`}
          >
            {person.name}
          </Link>
        </Heading>
        <span className="badge badge-primary badge-outline">
          <Trans>Instructor</Trans>
        </span>
        <p className="break-all text-sm text-base-content/80">{person.email}</p>
        <TaughtLanguages codes={person.languages} size="sm" label={t`Languages ${name} teaches`} />
        <div className="card-actions mt-auto pt-2">
          <Link className="btn btn-primary btn-sm" to={paths.classes({ instructor: person.email })}>
            <Trans>View classes</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The card's shape with placeholders of the same size, so the grid does not jump when data arrives. */
/* eslint-disable interface/no-bare-text -- the skeleton's lines are transparent shapes the size of real text: nobody reads them */
export function InstructorCardSkeleton() {
  const line = 'skeleton text-transparent select-none';
  return (
    <div className="card h-full border border-base-content/10 bg-base-100 shadow-md">
      <div className="px-6 pt-6">
        <div className="skeleton mx-auto h-40 w-40 rounded-full" />
      </div>
      <div className="card-body items-center gap-1 text-center">
        <p className={`card-title ${line}`}>Instructor name</p>
        <span className={`badge ${line}`}>Instructor</span>
        <p className={`text-sm ${line}`}>someone@example.com</p>
        <span className={`badge badge-sm ${line}`}>Languages</span>
        <div className="card-actions mt-auto pt-2">
          <span className="skeleton btn btn-sm w-28" />
        </div>
      </div>
    </div>
  );
}
/* eslint-enable interface/no-bare-text */
