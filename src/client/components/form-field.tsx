import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Trans } from '@lingui/react/macro';
import { PasswordInput } from './password-input';

/** A labelled form control with its error message announced and tied to the control. */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marked with an asterisk (the control says so with aria-required). */
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="fieldset">
      <FieldLabel id={id} label={label} required={required} />
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

/** The asterisk of a required field: seen, not read (the control carries aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 font-bold text-error">
      *
    </span>
  );
}

/**
 * A control's label; a required one's asterisk stands beside it, outside the label, so the control's name
 * stays the label's words.
 */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  if (!required) {
    return (
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {label}
      </label>
    );
  }
  return (
    <span className="fieldset-legend justify-start gap-0 pb-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <RequiredMark />
    </span>
  );
}

/** Said once above a form whose required fields are marked. */
export function RequiredNote() {
  return (
    <p className="mt-3 text-sm text-base-content/75">
      <Trans>
        Fields marked <span className="font-bold text-error">*</span> are required.
      </Trans>
    </p>
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

/** The field's own props apart from the control's, and the control's wiring: invalid, described by its message. */
function splitField<T extends FieldProps & { required?: boolean }>({
  id,
  label,
  error,
  hint,
  describedBy,
  children,
  required,
  ...control
}: T) {
  const described = [error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  return {
    field: { id, label, error, hint, required },
    wiring: {
      id,
      'aria-invalid': !!error,
      'aria-describedby': described || undefined,
      // Marked rather than `required`: the forms check and word their own messages.
      'aria-required': required || undefined,
    },
    after: children,
    control,
  };
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input: `{...register('name')}` or value and onChange go straight to the input. */
export function InputField({ className, ...props }: InputFieldProps) {
  const { field, wiring, after, control } = splitField(props);
  return (
    <FormField {...field}>
      <input
        className={classes('input w-full', field.error && 'input-error', className)}
        {...wiring}
        {...control}
      />
      {after}
    </FormField>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea, wired as InputField. */
export function TextAreaField({ className, ...props }: TextAreaFieldProps) {
  const { field, wiring, after, control } = splitField(props);
  return (
    <FormField {...field}>
      <textarea
        className={classes('textarea w-full', field.error && 'textarea-error', className)}
        {...wiring}
        {...control}
      />
      {after}
    </FormField>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled password input with its show/hide toggle, wired as InputField. */
export function PasswordField(props: PasswordFieldProps) {
  const { field, wiring, control } = splitField(props);
  return (
    <FormField {...field}>
      <PasswordInput invalid={!!field.error} {...wiring} {...control} />
    </FormField>
  );
}
