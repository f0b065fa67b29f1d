import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { PasswordInput } from './password-input';

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

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Ids of further descriptions (a character count), read after the error. */
  describedBy?: string;
  /** Shown under the control, before the hint or the error. */
  children?: ReactNode;
}

/** The control's state as screen readers hear it: invalid, and described by its message when it has one. */
function ariaOf({ id, error, describedBy }: Pick<FieldProps, 'id' | 'error' | 'describedBy'>) {
  const described = [error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  return { 'aria-invalid': !!error, 'aria-describedby': described || undefined };
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input: `{...register('name')}` or value and onChange go straight to the input. */
export function InputField({
  id,
  label,
  error,
  hint,
  describedBy,
  children,
  className,
  ...input
}: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={classes('input w-full', error && 'input-error', className)}
        {...ariaOf({ id, error, describedBy })}
        {...input}
      />
      {children}
    </FormField>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea, wired as InputField. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  describedBy,
  children,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={classes('textarea w-full', error && 'textarea-error', className)}
        {...ariaOf({ id, error, describedBy })}
        {...textarea}
      />
      {children}
    </FormField>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled password input with its show/hide toggle, wired as InputField. */
export function PasswordField({ id, label, error, hint, describedBy, ...input }: PasswordFieldProps) {
  const aria = ariaOf({ id, error, describedBy });
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <PasswordInput
        id={id}
        invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        {...input}
      />
    </FormField>
  );
}
