import type { HTMLAttributes, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { CLASS_NAME_MAX } from '#contract/classes';
import { InputField, RequiredNote } from '#client/components/form-field.tsx';
import { ImageFileInput } from '#client/components/image-upload.tsx';
import type { ClassForm, ClassFormField } from './class-form';
import { REVIEW_NOTE, ReviewNote } from './review-note';

type TextField = Exclude<ClassFormField, 'image'>;

function ClassTextField({
  form,
  id,
  field,
  label,
  inputMode,
  placeholder,
  maxLength,
  reviewed,
  required,
}: {
  form: ClassForm;
  id: string;
  field: TextField;
  label: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  /** Changing it sends an approved class back for approval: the field says so. */
  reviewed?: boolean;
  required?: boolean;
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
      required={required}
      describedBy={reviewed ? `${id}-review` : undefined}
      {...form.register(field)}
    >
      {reviewed && <ReviewNote id={`${id}-review`} />}
    </InputField>
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
  reviewNotes = false,
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
  /** An approved class's edit: name, price and image say that changing them sends it back for approval. */
  reviewNotes?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { errors, isSubmitting } = form.formState;
  const text = (field: TextField) => ({
    form,
    field,
    id: `${idPrefix}-${field}`,
    placeholder: placeholders[field],
    reviewed: reviewNotes && (field === 'name' || field === 'price'),
    required: true,
  });
  return (
    <>
      <RequiredNote />
      <ClassTextField {...text('name')} label={t`Course name`} maxLength={CLASS_NAME_MAX} />
      <div className={`grid gap-x-6 ${numbersGrid}`}>
        <ClassTextField {...text('price')} label={t`Price (US$)`} inputMode="decimal" />
        <ClassTextField {...text('availableSeats')} label={t`Available seats`} inputMode="numeric" />
        {besideSeats}
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageFileInput
            id={`${idPrefix}-image`}
            label={t`Class image`}
            file={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            currentUrl={currentImageUrl}
            error={errors.image?.message}
            progress={uploadProgress}
            disabled={isSubmitting}
            hint={reviewNotes ? [imageHint, i18n._(REVIEW_NOTE)].filter(Boolean).join(' ') : imageHint}
            // A new class needs one; an edit keeps the current picture.
            required={!currentImageUrl}
          />
        )}
      />
    </>
  );
}
