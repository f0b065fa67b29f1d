import type { ReactNode } from 'react';
import type { LanguageClass } from '../../../contract/classes';

export function formatPrice(price: number) {
  return price.toFixed(2);
}

export function ClassCard({
  item,
  action,
  eager = false,
}: {
  item: LanguageClass;
  action?: ReactNode;
  eager?: boolean;
}) {
  const full = item.availableSeats === 0;
  return (
    <article
      className={`card overflow-hidden shadow-md ${full ? 'bg-error text-error-content' : 'bg-base-100'}`}
      data-full={full || undefined}
      aria-label={item.name}
    >
      <figure className="aspect-[8/5] bg-base-300">
        <img
          src={item.img}
          alt={`${item.name} class`}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-1">
        <h3 className="card-title text-lg">Language: {item.name}</h3>
        <p className="text-sm opacity-90">Instructor: {item.instructorName}</p>
        <p>Available seats: {item.availableSeats}</p>
        <p>Students: {item.students}</p>
        <p className="font-semibold">Price: ${formatPrice(item.price)}</p>
        {action && <div className="card-actions mt-2 justify-end">{action}</div>}
      </div>
    </article>
  );
}

export function ClassCardSkeleton() {
  return (
    <div className="card bg-base-100 shadow-md" aria-hidden>
      <div className="skeleton aspect-[8/5] rounded-b-none" />
      <div className="card-body gap-3">
        <div className="skeleton h-5 w-3/4" />
        <div className="skeleton h-4 w-1/2" />
        <div className="skeleton h-4 w-1/3" />
        <div className="skeleton h-4 w-1/4" />
      </div>
    </div>
  );
}
