import { Link } from '#client/components/link.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordProblem } from '#contract/auth';
import { NewPasswordFields } from '#client/components/new-password-fields.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { paths } from '#client/paths.ts';
import { useResetPassword } from './api';
import { linkPaths } from '#client/link-paths.ts';

const resetForm = (i18n: I18n) =>
  z.object({
    password: z.string().check(z.minLength(1, i18n._(msg`Password is required`))),
    confirmPassword: z.string().check(z.minLength(1, i18n._(msg`Confirm Password is required`))),
  });
type ResetForm = z.infer<ReturnType<typeof resetForm>>;

export function ResetPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const reset = useResetPassword();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetForm(i18n)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The registration's rules, in the spec's order, as toasts.
  const submit = handleSubmit(async (values) => {
    const problem = newPasswordProblem(values.password, values.confirmPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      toast.error(errorMessage(error, t`The password could not be changed. Please try again.`));
    }
  });

  if (!token) {
    return (
      <p role="alert" className="alert alert-error alert-soft">
        <Trans>This link is incomplete. Open the whole link from the mail, or ask for a new one.</Trans>
      </p>
    );
  }
  if (reset.isSuccess) {
    return (
      <div role="status" className="space-y-3 text-center">
        <p className="text-lg font-semibold">{reset.data.message}</p>
        <Link className="btn btn-primary" to={paths.login}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label={t`Reset password`}>
      <NewPasswordFields
        password={{
          id: 'reset-password',
          label: t`New password`,
          error: errors.password?.message,
          ...register('password'),
        }}
        confirm={{
          id: 'reset-confirmPassword',
          label: t`Confirm Password`,
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={reset.isPending}>
        {reset.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        <Trans>Change my password</Trans>
      </button>
      <p className="mt-3 text-center text-sm">
        <Trans>
          Link expired?{' '}
          <Link className="link link-primary" to={linkPaths.forgotPassword}>
            Ask for a new one
          </Link>
        </Trans>
      </p>
    </form>
  );
}
