const indicator = {
  dots: 'loading loading-dots',
  spinner: 'loading loading-spinner loading-lg text-primary',
};

/**
 * Dots or a spinner while something loads, named `label`. The name belongs on the status, not on the
 * animation's element: an `aria-label` on an element without a role is one screen readers may ignore (axe's
 * aria-prohibited-attr).
 */
export function LoadingIndicator({
  label,
  kind = 'dots',
  className = '',
}: {
  label: string;
  kind?: keyof typeof indicator;
  className?: string;
}) {
  return (
    <p role="status" aria-label={label} className={className}>
      <span className={indicator[kind]} aria-hidden />
    </p>
  );
}
