import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changesNeedReview, type LanguageClass, type UpdateClassBody } from '#contract/classes';
import { useImageUpload } from '#client/components/image-upload.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { uploadProblem } from '#client/upload.ts';
import { dollarsInputText } from '#client/format.ts';
import { classSessionsQuery } from '#client/queries/class-sessions.ts';
import { useUpdateClass } from './api';
import { ClassDetailsFields } from './class-details-fields';
import { ClassFields } from './class-fields';
import {
  browserTimeZone,
  detailsOf,
  editClassForm,
  type ClassFormInput,
  type ClassFormValues,
} from './class-form';
import { showServerErrors } from './server-errors';

const keysOf = (body: UpdateClassBody) => Object.keys(body) as (keyof UpdateClassBody)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Only what changed is sent: the server decides from it whether an approved class goes back for approval
 * (the contract's reviewedClassFields). `meetingLink` is the link the
 * class has now (class answers leave it out); details left undefined in `values` are not looked at.
 */
export function changesOf(
  item: LanguageClass,
  values: ClassFormValues,
  img?: string,
  meetingLink?: string | null,
): UpdateClassBody {
  const body: UpdateClassBody = {};
  if (values.name !== item.name) body.name = values.name;
  if (values.price !== item.price) body.price = values.price;
  if (values.availableSeats !== item.availableSeats) body.availableSeats = values.availableSeats;
  if (img) body.img = img;
  const details = detailsOf(values);
  if (values.language !== undefined && (details.language ?? null) !== (item.language ?? null)) {
    body.language = details.language ?? null;
  }
  if (values.level !== undefined && (details.level ?? null) !== (item.level ?? null)) {
    body.level = details.level ?? null;
  }
  if (values.description !== undefined && (details.description ?? null) !== (item.description ?? null)) {
    body.description = details.description ?? null;
  }
  if (values.format !== undefined) {
    const current =
      item.format === 'online'
        ? { kind: 'online', meetingLink: meetingLink ?? '' }
        : item.format === 'in-person'
          ? { kind: 'in-person', address: item.address ?? '' }
          : null;
    if (!same(details.format, current)) body.format = details.format ?? null;
  }
  if (details.schedule !== undefined && !same(details.schedule, item.schedule)) {
    body.schedule = details.schedule;
  }
  return body;
}

/** The form's fields for a class as it is now. */
function valuesOf(item: LanguageClass, locked: boolean): ClassFormInput {
  const schedule = item.schedule;
  return {
    name: item.name,
    price: dollarsInputText(item.price),
    availableSeats: String(item.availableSeats),
    image: null,
    language: item.language ?? '',
    level: item.level ?? '',
    description: item.description ?? '',
    format: item.format ?? '',
    meetingLink: '',
    address: item.address ?? '',
    // With students enrolled the schedule is not the form's to send.
    hasSchedule: locked ? undefined : !!schedule,
    firstDate: schedule?.firstDate ?? '',
    days: schedule?.days ?? [],
    startTime: schedule?.startTime ?? '18:00',
    durationMinutes: String(schedule?.durationMinutes ?? 60),
    sessionCount: String(schedule?.sessionCount ?? 10),
    timeZone: schedule?.timeZone ?? browserTimeZone(),
    skipDates: schedule?.skipDates ?? [],
  };
}

/** The Update form of My classes, in a modal dialog; Esc or Cancel closes it without saving. */
export function EditClassDialog({ item, onClose }: { item: LanguageClass; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locked = item.students > 0;
  const approved = item.status === 'approved';
  const toast = useToast();
  const update = useUpdateClass();
  const { upload, progress, uploading } = useImageUpload();
  const form = useForm<ClassFormInput, unknown, ClassFormValues>({
    resolver: zodResolver(editClassForm),
    defaultValues: valuesOf(item, locked),
  });
  const sessions = useQuery({ ...classSessionsQuery(item._id), enabled: item.format === 'online' });
  const meetingLink = sessions.data?.meetingLink ?? null;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (meetingLink && !getFieldState('meetingLink').isDirty) setValue('meetingLink', meetingLink);
  }, [meetingLink, getFieldState, setValue]);
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    let img: string | undefined;
    if (values.image) {
      try {
        img = await upload(values.image);
      } catch (error) {
        setError('image', { type: 'server', message: uploadProblem(error) }, { shouldFocus: true });
        return;
      }
    }
    const body = changesOf(item, values, img, meetingLink);
    if (Object.keys(body).length === 0) {
      toast.info(t`Nothing changed, so nothing was saved.`);
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: item._id, body });
    } catch (error) {
      const message = showServerErrors(error, setError, i18n);
      if (message) setError('root', { type: 'server', message });
      return;
    }
    const keptOnSale = item.status === 'approved' && !changesNeedReview(keysOf(body));
    const name = values.name;
    toast.success(
      keptOnSale
        ? t`${name} was updated and stays on sale.`
        : t`${name} was updated and waits for an admin's review.`,
    );
    onClose();
  });

  const name = item.name;
  return (
    <ModalDialog
      labelledBy="edit-class-title"
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
    >
      <h2 id="edit-class-title" className="text-2xl font-bold">
        <Trans>Update {name}</Trans>
      </h2>
      <p className="alert alert-info alert-soft mt-3 text-sm">
        <Info size={18} aria-hidden />
        {approved
          ? t`This class is approved and on sale. Seats, description, format and sessions can change while it stays on sale; a new name, language, level, price or picture sends it back for approval, off the Classes page until an admin approves it again.`
          : t`Saved changes send the class to pending for an admin to review.`}
      </p>
      <form onSubmit={submit} noValidate aria-label={t`Update ${name}`} className="mt-2 space-y-1">
        <ClassFields
          form={form}
          idPrefix="edit"
          numbersGrid="sm:grid-cols-2"
          uploadProgress={progress}
          currentImageUrl={item.img}
          imageHint={t`Keep the current image, or choose a new one (JPEG, PNG, WebP or GIF, at most 5 MB).`}
          reviewNotes={approved}
        />
        <ClassDetailsFields
          form={form}
          idPrefix="edit"
          lockedSchedule={locked ? (item.schedule ?? null) : undefined}
          classId={item._id}
          reviewNotes={approved}
        />
        {errors.root?.message && (
          <p role="alert" className="alert alert-error alert-soft mt-2">
            {errors.root.message}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {uploading ? t`Uploading image…` : isSubmitting ? t`Saving…` : t`Save changes`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
