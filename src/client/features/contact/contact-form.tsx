import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, contactMessageBody, type ContactMessageBody } from '#contract/contact-messages';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { InputField, TextAreaField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { useSendContactMessage } from './api';
import { Trans, useLingui } from '@lingui/react/macro';

const fields = ['name', 'email', 'subject', 'message'] as const;

/** Name, email, an optional subject and the message; the school's admins read it on the dashboard. */
export function ContactForm() {
  const { t } = useLingui();
  const toast = useToast();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageBody>({
    resolver: zodResolver(contactMessageBody),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const answer = await send.mutateAsync(values);
      reset();
      setSent(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const field of fields) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      toast.error(errorMessage(error, t`Your message could not be sent. Please try again.`));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-extrabold">
        <Trans>Write to us</Trans>
      </h2>
      <p className="text-base-content/80">
        <Trans>We answer within two working days.</Trans>
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          id="contact-name"
          label={t`Your name`}
          error={errors.name?.message}
          autoComplete="name"
          {...register('name')}
        />
        <InputField
          id="contact-email"
          label={t`Your email`}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          {...register('email')}
        />
      </div>
      <InputField
        id="contact-subject"
        label={t`Subject (optional)`}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        id="contact-message"
        label={t`Message`}
        error={errors.message?.message}
        hint={t`At most ${CONTACT_MESSAGE_MAX} characters.`}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        {...register('message')}
      />
      <button type="submit" className="btn btn-primary mt-3" disabled={send.isPending}>
        {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </button>
      <div role="status" aria-live="polite">
        {sent && (
          <p className="alert alert-success alert-soft mt-4">
            <CheckCircle2 size={20} aria-hidden /> {sent}
          </p>
        )}
      </div>
    </form>
  );
}
