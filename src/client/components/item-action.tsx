import type { LucideIcon } from 'lucide-react';

/** A small button acting on one item of a list or table; screen readers hear which item ("Delete Spanish 101"). */
export function ItemAction({
  icon: Icon,
  label,
  name,
  className,
  describedBy,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  /** The button's colour classes. */
  className: string;
  describedBy?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      aria-label={`${label} ${name}`}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden /> {label}
    </button>
  );
}
