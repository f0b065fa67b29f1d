import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import { email } from '#contract/auth';
import { InputField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { useForgotPassword } from './api';

const forgotForm = z.object({ email });
type ForgotForm = z.infer<typeof forgotForm>;

export function ForgotPasswordForm() {
  const toast = useToast();
  const forgot = useForgotPassword();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm>({ resolver: zodResolver(forgotForm), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync({ email: values.email });
    } catch (error) {
      toast.error(errorMessage(error, t`The link could not be sent. Please try again.`));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t`Forgot password`}>
      <InputField
        id="forgot-email"
        label={t`Email`}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={forgot.isPending}>
        {forgot.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        <Trans>Send me a link</Trans>
      </button>
      <p role="status" className="mt-3 text-center font-semibold">
        {forgot.isSuccess ? forgot.data.message : ''}
      </p>
    </form>
  );
}
