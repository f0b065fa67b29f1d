import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VerificationOpened } from '#contract/account-links';
import { displayName, newPasswordProblem } from '#contract/auth';
import { InputField } from '#client/components/form-field.tsx';
import { NewPasswordFields } from '#client/components/new-password-fields.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';

const chooseForm = (i18n: I18n) =>
  z.object({
    name: displayName,
    password: z.string().check(z.minLength(1, i18n._(msg`Password is required`))),
    confirmPassword: z.string().check(z.minLength(1, i18n._(msg`Confirm Password is required`))),
  });
type ChooseForm = z.infer<ReturnType<typeof chooseForm>>;

/**
 * The owner of an address takes the account made with it: their own password, and the name the school will
 * use, shown as it was typed at sign-up so they can correct it.
 */
export function ChoosePasswordForm({
  opened,
  pending,
  onChoose,
}: {
  opened: VerificationOpened;
  pending: boolean;
  onChoose: (choice: { name: string; password: string }) => Promise<unknown>;
}) {
  const toast = useToast();
  const { t, i18n } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  // The button that opened the link is gone: focus goes to what replaced it, so it is read first.
  useEffect(() => title.current?.focus(), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChooseForm>({
    resolver: zodResolver(chooseForm(i18n)),
    defaultValues: { name: opened.name, password: '', confirmPassword: '' },
  });

  // The registration's rules, in the spec's order, as toasts.
  const email = opened.email;

  const submit = handleSubmit(async (values) => {
    const problem = newPasswordProblem(values.password, values.confirmPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await onChoose({ name: values.name, password: values.password });
    } catch (error) {
      toast.error(errorMessage(error, t`The account could not be saved. Please try again.`));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-labelledby="choose-password-title">
      <h2 id="choose-password-title" ref={title} tabIndex={-1} className="text-xl font-bold">
        <Trans>Choose your password</Trans>
      </h2>
      <p className="text-sm">
        <Trans>
          <span className="font-semibold break-all">{email}</span> is yours. Its account was made before
          anyone proved that, so every session of it was signed out and the password typed at sign-up no
          longer works. Choose your password (it may be the one you typed) and check your name to go on.
        </Trans>
      </p>
      <InputField
        id="choose-name"
        label={t`Username`}
        error={errors.name?.message}
        hint={t`As typed at sign-up. The school uses it in its mails: correct it if it is not yours.`}
        autoComplete="name"
        {...register('name')}
      />
      <NewPasswordFields
        password={{
          id: 'choose-password',
          label: t`Password`,
          error: errors.password?.message,
          ...register('password'),
        }}
        confirm={{
          id: 'choose-confirmPassword',
          label: t`Confirm Password`,
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={pending}>
        {pending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        <Trans>Save and sign in</Trans>
      </button>
    </form>
  );
}
