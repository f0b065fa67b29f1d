import type { LucideIcon } from 'lucide-react';

/** A reason to choose the school: an icon, a title and a short description. */
export function FeatureBlock({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon size={28} aria-hidden />
      </span>
      <div>
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="mt-1 text-base-content/80">{description}</p>
      </div>
    </div>
  );
}
