import type { LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

/** A small button acting on one item of a list or table; screen readers hear which item ("Delete Spanish 101"). */
export function ItemAction({
  icon: Icon,
  label,
  name,
  className,
  describedBy,
  disabled,
  compact = false,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  /** The button's colour classes. */
  className: string;
  describedBy?: string;
  disabled?: boolean;
  /**
   * In a table's column headed by the label, between its card layout and the widest screens: the icon
   * alone, so that every column fits a laptop's screen (the column header and the accessible name say it).
   */
  compact?: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      aria-label={t({
        comment: 'A button acting on one item: its action, then the item\'s name ("Delete Spanish 101").',
        message: `${label} ${name}`,
      })}
      aria-describedby={describedBy}
      title={compact ? label : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden /> {compact ? <span className="@4xl:@max-7xl:hidden">{label}</span> : label}
    </button>
  );
}
