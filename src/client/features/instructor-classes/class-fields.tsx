import type { HTMLAttributes, ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CLASS_NAME_MAX } from '#contract/classes';
import { InputField } from '#client/components/form-field.tsx';
import { ImageFileInput } from '#client/components/image-upload.tsx';
import type { ClassFormField, ClassFormInput, ClassFormValues } from './class-form';

type ClassForm = UseFormReturn<ClassFormInput, unknown, ClassFormValues>;
type TextField = Exclude<ClassFormField, 'image'>;

function ClassTextField({
  form,
  id,
  field,
  label,
  inputMode,
  placeholder,
  maxLength,
}: {
  form: ClassForm;
  id: string;
  field: TextField;
  label: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
}) {
  const error = form.formState.errors[field];
  return (
    <InputField
      id={id}
      label={label}
      error={error?.message}
      inputMode={inputMode}
      placeholder={placeholder}
      maxLength={maxLength}
      {...form.register(field)}
    />
  );
}

/**
 * The fields the add and edit forms share: course name, price, available seats and image, each with its
 * message. Ids are `${idPrefix}-${field}`, and each message's `${id}-error`.
 */
export function ClassFields({
  form,
  idPrefix,
  placeholders = {},
  numbersGrid,
  besideSeats,
  uploadProgress,
  currentImageUrl,
  imageHint,
}: {
  form: ClassForm;
  idPrefix: string;
  placeholders?: Partial<Record<TextField, string>>;
  /** The grid columns of price, seats and what stands beside them. */
  numbersGrid: string;
  besideSeats?: ReactNode;
  uploadProgress: number | null;
  currentImageUrl?: string;
  imageHint?: string;
}) {
  const { errors, isSubmitting } = form.formState;
  const text = (field: TextField) => ({
    form,
    field,
    id: `${idPrefix}-${field}`,
    placeholder: placeholders[field],
  });
  return (
    <>
      <ClassTextField {...text('name')} label="Course name" maxLength={CLASS_NAME_MAX} />
      <div className={`grid gap-x-6 ${numbersGrid}`}>
        <ClassTextField {...text('price')} label="Price (US$)" inputMode="decimal" />
        <ClassTextField {...text('availableSeats')} label="Available seats" inputMode="numeric" />
        {besideSeats}
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageFileInput
            id={`${idPrefix}-image`}
            label="Class image"
            file={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            currentUrl={currentImageUrl}
            error={errors.image?.message}
            progress={uploadProgress}
            disabled={isSubmitting}
            hint={imageHint}
          />
        )}
      />
    </>
  );
}
