import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '#client/errors.ts';
import { InputField, PasswordField } from '#client/components/form-field.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { AuthSubmitButton } from './account-fields';
import { useSignIn } from './api';

const loginForm = (i18n: I18n) =>
  z.object({
    email: z.string().check(z.trim(), z.minLength(1, i18n._(msg`email is required`))),
    password: z.string().check(z.minLength(1, i18n._(msg`Password is required`))),
  });
type LoginForm = z.infer<ReturnType<typeof loginForm>>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const toast = useToast();
  const dialog = useDialog();
  const signIn = useSignIn();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm(i18n)),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, t`Login failed. Please try again.`));
      return;
    }
    void dialog.popup({ icon: 'success', title: t`Login successful`, text: t`Welcome back!`, timer: 1500 });
    onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t`Login`}>
      <InputField
        id="login-email"
        label={t`Email`}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <PasswordField
        id="login-password"
        label={t`Password`}
        error={errors.password?.message}
        autoComplete="current-password"
        {...register('password')}
      />
      <AuthSubmitButton pending={signIn.isPending}>
        <Trans>Login</Trans>
      </AuthSubmitButton>
    </form>
  );
}
