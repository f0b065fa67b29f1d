import { Link } from 'react-router';
import type { Instructor } from '../../../contract/users';

export const DEFAULT_AVATAR = '/images/avatar.svg';

export function InstructorCard({ person }: { person: Instructor }) {
  return (
    <article className="card bg-base-100 shadow-md" aria-label={person.name}>
      <figure className="px-6 pt-6">
        <img
          src={person.photo ?? DEFAULT_AVATAR}
          alt={`Portrait of ${person.name}`}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="h-40 w-40 rounded-full object-cover"
        />
      </figure>
      <div className="card-body items-center gap-1 text-center">
        <h3 className="card-title">{person.name}</h3>
        <span className="badge badge-primary badge-outline">Instructor</span>
        <p className="break-all text-sm text-base-content/80">{person.email}</p>
        <div className="card-actions mt-2">
          <Link
            className="btn btn-primary btn-sm"
            to={`/classes?instructor=${encodeURIComponent(person.email)}`}
          >
            View classes
          </Link>
        </div>
      </div>
    </article>
  );
}

export function InstructorCardSkeleton() {
  return (
    <div className="card bg-base-100 p-6 shadow-md" aria-hidden>
      <div className="skeleton mx-auto h-40 w-40 rounded-full" />
      <div className="skeleton mx-auto mt-4 h-5 w-2/3" />
      <div className="skeleton mx-auto mt-2 h-4 w-1/2" />
    </div>
  );
}
