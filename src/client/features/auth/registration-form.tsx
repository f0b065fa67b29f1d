import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { displayName, email, newPasswordProblem } from '#contract/auth';
import { CHECK_INBOX, CHECK_MAILBOX } from '#contract/account-links';
import { useMailPlace } from '#client/mail-delivery.ts';
import { genders } from '#contract/users';
import { errorMessage } from '#client/errors.ts';
import { FormField, InputField } from '#client/components/form-field.tsx';
import { NewPasswordFields } from '#client/components/new-password-fields.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { AuthSubmitButton, optionalPhoto } from './account-fields';
import { useSignUp } from './api';

const registrationForm = z.object({
  name: displayName,
  email,
  password: z.string().check(z.minLength(1, 'Password is required')),
  confirmPassword: z.string().check(z.minLength(1, 'Confirm Password is required')),
  photo: optionalPhoto,
  gender: z.union([z.literal(''), z.enum(genders)]),
});
type RegistrationForm = z.infer<typeof registrationForm>;

const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  preferNotToSay: 'Prefer not to say',
};

const empty: RegistrationForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  photo: '',
  gender: '',
};

export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const toast = useToast();
  const dialog = useDialog();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RegistrationForm>({ resolver: zodResolver(registrationForm), defaultValues: empty });
  const mailPlace = useMailPlace();

  // A missing field says so under itself and gets focus; only what belongs to no field is a toast.
  const submit = handleSubmit(async (values) => {
    const problem = newPasswordProblem(values.password, values.confirmPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    let signedIn;
    try {
      signedIn = await signUp.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        image: values.photo || undefined,
        gender: values.gender || undefined,
      });
    } catch (error) {
      toast.error(`create user error: ${errorMessage(error, 'please try again')}`);
      return;
    }
    if (!signedIn) {
      reset(empty);
      await dialog.popup(
        mailPlace === 'mailbox'
          ? { icon: 'info', title: 'Check your Mailbox', text: CHECK_MAILBOX }
          : { icon: 'info', title: 'Check your inbox', text: CHECK_INBOX },
      );
      return;
    }
    await dialog.popup({
      icon: 'success',
      title: 'Account created',
      text:
        mailPlace === 'mailbox'
          ? 'Your account is ready. This school sends no mail: open Mailbox in your dashboard and confirm your address there before you pay.'
          : 'Your account is ready. Check your inbox: confirm your address before you pay.',
      timer: 1500,
      position: 'top-end',
    });
    reset(empty);
    void dialog.popup({
      icon: 'success',
      title: `Welcome, ${values.name}!`,
      text: 'Your profile is saved.',
      timer: 1500,
      position: 'top-end',
    });
    onRegistered();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label="Registration">
      <InputField
        id="reg-name"
        label="Username"
        error={errors.name?.message}
        autoComplete="name"
        {...register('name')}
      />
      <InputField
        id="reg-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <NewPasswordFields
        password={{
          id: 'reg-password',
          label: 'Password',
          error: errors.password?.message,
          ...register('password'),
        }}
        confirm={{
          id: 'reg-confirmPassword',
          label: 'Confirm Password',
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <InputField
        id="reg-photo"
        label="Photo URL (optional)"
        error={errors.photo?.message}
        hint="A picture on this site, for example /images/avatar.svg. You can upload one later in your dashboard."
        {...register('photo')}
      />
      <FormField id="reg-gender" label="Gender (optional)">
        <select id="reg-gender" className="select w-full" {...register('gender')}>
          <option value="">Choose…</option>
          {genders.map((g) => (
            <option key={g} value={g}>
              {genderLabels[g]}
            </option>
          ))}
        </select>
      </FormField>
      <AuthSubmitButton pending={signUp.isPending}>Register</AuthSubmitButton>
    </form>
  );
}
