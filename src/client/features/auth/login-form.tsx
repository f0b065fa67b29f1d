import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { errorMessage } from '#client/errors.ts';
import { InputField, PasswordField } from '#client/components/form-field.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { AuthSubmitButton } from './account-fields';
import { useSignIn } from './api';

const loginForm = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
type LoginForm = z.infer<typeof loginForm>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const toast = useToast();
  const dialog = useDialog();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed. Please try again.'));
      return;
    }
    void dialog.popup({ icon: 'success', title: 'Login successful', text: 'Welcome back!', timer: 1500 });
    onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Login">
      <InputField
        id="login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <PasswordField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        autoComplete="current-password"
        {...register('password')}
      />
      <AuthSubmitButton pending={signIn.isPending}>Login</AuthSubmitButton>
    </form>
  );
}
