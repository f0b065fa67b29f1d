import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, email, newPasswordProblem } from '#contract/auth';
import { useMailPlace } from '#client/mail-delivery.ts';
import { genders } from '#contract/users';
import { errorMessage } from '#client/errors.ts';
import { FormField, InputField } from '#client/components/form-field.tsx';
import { NewPasswordFields } from '#client/components/new-password-fields.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { AuthSubmitButton, optionalPhoto } from './account-fields';
import { useSignUp } from './api';

const registrationForm = (i18n: I18n) =>
  z.object({
    name: displayName,
    email,
    password: z.string().check(z.minLength(1, i18n._(msg`Password is required`))),
    confirmPassword: z.string().check(z.minLength(1, i18n._(msg`Confirm Password is required`))),
    photo: optionalPhoto,
    gender: z.union([z.literal(''), z.enum(genders)]),
  });
type RegistrationForm = z.infer<ReturnType<typeof registrationForm>>;

const genderLabels: Record<(typeof genders)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  preferNotToSay: msg`Prefer not to say`,
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
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RegistrationForm>({ resolver: zodResolver(registrationForm(i18n)), defaultValues: empty });
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
      const problem = errorMessage(error, t`please try again`);
      toast.error(t`create user error: ${problem}`);
      return;
    }
    if (!signedIn) {
      reset(empty);
      await dialog.popup(
        mailPlace === 'mailbox'
          ? {
              icon: 'info',
              title: t`Check your Mailbox`,
              text: t`This school sends no mail, so nothing reaches an inbox: the message for this address is kept in the Mailbox of its account. Sign in and open Mailbox in your dashboard; its link confirms the address.`,
            }
          : {
              icon: 'info',
              title: t`Check your inbox`,
              text: t`Check your inbox: we sent a message to this address. Open its link to confirm the address and sign in.`,
            },
      );
      return;
    }
    await dialog.popup({
      icon: 'success',
      title: t`Account created`,
      text:
        mailPlace === 'mailbox'
          ? t`Your account is ready. This school sends no mail: open Mailbox in your dashboard and confirm your address there before you pay.`
          : t`Your account is ready. Check your inbox: confirm your address before you pay.`,
      timer: 1500,
      position: 'top-end',
    });
    reset(empty);
    const name = values.name;
    void dialog.popup({
      icon: 'success',
      title: t`Welcome, ${name}!`,
      text: t`Your profile is saved.`,
      timer: 1500,
      position: 'top-end',
    });
    onRegistered();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label={t`Registration`}>
      <InputField
        id="reg-name"
        label={t`Username`}
        error={errors.name?.message}
        autoComplete="name"
        {...register('name')}
      />
      <InputField
        id="reg-email"
        label={t`Email`}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <NewPasswordFields
        password={{
          id: 'reg-password',
          label: t`Password`,
          error: errors.password?.message,
          ...register('password'),
        }}
        confirm={{
          id: 'reg-confirmPassword',
          label: t`Confirm Password`,
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <InputField
        id="reg-photo"
        label={t`Photo URL (optional)`}
        error={errors.photo?.message}
        hint={t`A picture on this site, for example /images/avatar.svg. You can upload one later in your dashboard.`}
        {...register('photo')}
      />
      <FormField id="reg-gender" label={t`Gender (optional)`}>
        <select id="reg-gender" className="select w-full" {...register('gender')}>
          <option value="">{t`Choose…`}</option>
          {genders.map((g) => (
            <option key={g} value={g}>
              {i18n._(genderLabels[g])}
            </option>
          ))}
        </select>
      </FormField>
      <AuthSubmitButton pending={signUp.isPending}>
        <Trans>Register</Trans>
      </AuthSubmitButton>
    </form>
  );
}
