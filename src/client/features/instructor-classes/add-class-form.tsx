import type { InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { CLASS_NAME_MAX, type CreateClassBody } from '#contract/classes';
import { FormField } from '#client/components/form-field.tsx';
import { useImageUpload } from '#client/components/image-upload.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { uploadProblem } from '#client/upload.ts';
import { useAddClass } from './api';
import { ClassDetailsFields } from './class-details-fields';
import { ClassFields } from './class-fields';
import {
  addClassForm,
  browserTimeZone,
  detailsOf,
  type ClassFormInput,
  type ClassFormValues,
} from './class-form';
import { showServerErrors } from './server-errors';

/** What the form shows but the instructor does not choose. */
function ReadOnlyField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'maxLength'
>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <input
        id={id}
        className="input w-full cursor-default bg-base-200 text-base-content/80"
        readOnly
        {...input}
      />
    </FormField>
  );
}

const empty = (): ClassFormInput => ({
  name: '',
  price: '',
  availableSeats: '',
  image: null,
  language: '',
  level: '',
  description: '',
  format: '',
  meetingLink: '',
  address: '',
  hasSchedule: false,
  firstDate: '',
  days: [],
  startTime: '18:00',
  durationMinutes: '60',
  sessionCount: '10',
  timeZone: browserTimeZone(),
  skipDates: [],
});

export interface Instructor {
  name: string;
  email: string;
}

/** The add-class form: the picture is uploaded first (with progress), then the class is created pending. */
export function AddClassForm({ instructor }: { instructor: Instructor }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialog = useDialog();
  const addClass = useAddClass();
  const { upload, progress, uploading } = useImageUpload();
  const form = useForm<ClassFormInput, unknown, ClassFormValues>({
    resolver: zodResolver(addClassForm),
    defaultValues: empty(),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    if (!values.image) return;
    let img: string;
    try {
      img = await upload(values.image);
    } catch (error) {
      const message = uploadProblem(error);
      setError('image', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    try {
      await addClass.mutateAsync({
        name: values.name,
        price: values.price,
        availableSeats: values.availableSeats,
        img,
        ...detailsOf({ ...values, hasSchedule: values.hasSchedule || undefined }),
      } as CreateClassBody);
    } catch (error) {
      const message = showServerErrors(error, setError, i18n);
      if (message) toast.error(message);
      return;
    }
    reset(empty());
    void dialog.popup({ icon: 'success', title: t`Class added successfully`, timer: 1500 });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Add a class`} className="space-y-1">
      <div className="grid gap-x-6 md:grid-cols-2">
        <ReadOnlyField
          id="class-instructorName"
          label={t`Instructor name`}
          hint={t`From your profile`}
          value={instructor.name}
          maxLength={CLASS_NAME_MAX}
        />
        <ReadOnlyField
          id="class-instructor"
          label={t`Instructor email`}
          hint={t`From your account`}
          type="email"
          value={instructor.email}
          maxLength={CLASS_NAME_MAX}
        />
      </div>
      <ClassFields
        form={form}
        idPrefix="class"
        placeholders={{ name: t`Spanish for Beginners`, price: '49.99', availableSeats: '12' }}
        numbersGrid="md:grid-cols-3"
        besideSeats={
          <ReadOnlyField
            id="class-students"
            label={t`Students`}
            hint={t`Counted as students enrol`}
            value={0}
          />
        }
        uploadProgress={progress}
      />
      <ClassDetailsFields form={form} idPrefix="class" />
      <button type="submit" className="btn btn-primary mt-4 w-full md:w-auto" disabled={isSubmitting}>
        {uploading ? t`Uploading image…` : isSubmitting ? t`Saving…` : t`Add class`}
      </button>
    </form>
  );
}
