import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordProblem } from '#contract/auth';
import { ApiError } from '#client/api-client.ts';
import { PasswordField } from '#client/components/form-field.tsx';
import { NewPasswordFields } from '#client/components/new-password-fields.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatDateTime } from '#client/format-time.ts';
import { passwordStatusQuery, useChangePassword } from './api.ts';

const changePasswordForm = (i18n: I18n) =>
  z.object({
    currentPassword: z.string().check(z.minLength(1, i18n._(msg`Current password is required`))),
    newPassword: z.string().check(z.minLength(1, i18n._(msg`New password is required`))),
    confirmPassword: z.string().check(z.minLength(1, i18n._(msg`Confirm Password is required`))),
  });
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The profile's "Change password": the current password, then the new one twice. */
export function ChangePasswordSection() {
  const titleId = useId();
  const status = useQuery(passwordStatusQuery);
  const changedAt = status.data?.changedAt;
  const lastSet = changedAt ? formatDateTime(changedAt) : null;
  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-base-300 pt-8">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        <Trans>Password</Trans>
      </h2>
      {status.isPending ? (
        <p className="mt-4 text-sm" role="status">
          <Trans>Checking your password…</Trans>
        </p>
      ) : status.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" role="alert">
          <span className="text-error">
            <Trans>We could not check your password.</Trans>
          </span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void status.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : status.data.hasPassword ? (
        <>
          <p className="mt-2 text-sm text-base-content/80">
            {lastSet ? (
              <Trans>
                Last set on {lastSet}. Changing it signs you out on every other device; this one stays signed
                in.
              </Trans>
            ) : (
              <Trans>Changing it signs you out on every other device; this one stays signed in.</Trans>
            )}
          </p>
          <ChangePasswordForm />
        </>
      ) : (
        <p className="mt-2 text-sm">
          <Trans>
            Your account signs in through a third-party provider, so it has no password here to change. Its
            security is managed by that provider.
          </Trans>
        </p>
      )}
    </section>
  );
}

function ChangePasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm(i18n)),
    defaultValues: empty,
  });

  const submit = handleSubmit(async (values) => {
    const problem = newPasswordProblem(values.newPassword, values.confirmPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const { signedOutSessions } = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(empty);
      toast.success(
        signedOutSessions === 0
          ? t`Password changed.`
          : t`Password changed. ${plural(signedOutSessions, {
              one: '# other device was signed out.',
              other: '# other devices were signed out.',
            })}`,
      );
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.currentPassword) {
        setError('currentPassword', { message: fields.currentPassword }, { shouldFocus: true });
      } else if (fields?.newPassword) {
        setError('newPassword', { message: fields.newPassword }, { shouldFocus: true });
      } else {
        toast.error(errorMessage(error, t`We could not change your password. Try again.`));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-1" aria-label={t`Change password`}>
      <PasswordField
        id="current-password"
        label={t`Current password`}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={{
          id: 'new-password',
          label: t`New password`,
          error: errors.newPassword?.message,
          ...register('newPassword'),
        }}
        confirm={{
          id: 'confirm-new-password',
          label: t`Confirm new password`,
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <button type="submit" className="btn btn-primary mt-4" disabled={change.isPending}>
        {change.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}
