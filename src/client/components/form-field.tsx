import type { ReactNode } from 'react';

/** A labelled form control with its error message announced and tied to the control. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {label}
      </label>
      {children}
      {hint && !error && <p className="label text-xs whitespace-normal">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
