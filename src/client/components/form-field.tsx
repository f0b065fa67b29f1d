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

/** The field's own props apart from the control's, and the control's wiring: invalid, described by its message. */
function splitField<T extends FieldProps>({ id, label, error, hint, describedBy, children, ...control }: T) {
  const described = [error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  return {
    field: { id, label, error, hint },
    wiring: { id, 'aria-invalid': !!error, 'aria-describedby': described || undefined },
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
