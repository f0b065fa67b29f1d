import { useForm, useWatch } from 'react-hook-form';
import { Link } from '#client/components/link.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#contract/users';
import { displayName } from '#contract/auth';
import { BIO_MAX, bioText, languageCode, teachingLanguages } from '#contract/languages';
import { errorMessage } from '#client/errors.ts';
import { InputField, TextAreaField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { UserAvatar } from '#client/components/user-avatar.tsx';
import { paths } from '#client/paths.ts';
import { optionalPhoto } from './account-fields';
import { useUpdateProfile } from './api';

const profileForm = z.object({
  name: displayName,
  photo: optionalPhoto,
  bio: bioText,
  languages: z.array(languageCode),
});
type ProfileForm = z.infer<typeof profileForm>;

const startingValues = (account: User): ProfileForm => ({
  name: account.name,
  photo: account.photo ?? '',
  bio: account.bio ?? '',
  languages: account.languages ?? [],
});

export function ProfileForm({
  user,
  photoPicker,
}: {
  user: User;
  photoPicker?: (set: (url: string) => void) => React.ReactNode;
}) {
  const toast = useToast();
  const update = useUpdateProfile();
  const { t } = useLingui();
  // Only instructors have a public page, so only they write a bio and choose languages.
  const isInstructor = user.role === 'instructor';
  const {
    register,
    handleSubmit,
    setValue,
    resetDefaultValues,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    // The account as it was when the form appeared. Not `values`: that resets the fields after they are
    // shown (once mounted, and whenever the account is fetched again), wiping what was typed meanwhile.
    defaultValues: startingValues(user),
  });
  const photo = useWatch({ control, name: 'photo' });
  const bio = useWatch({ control, name: 'bio' });
  const length = bio?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        name: values.name,
        photo: values.photo || null,
        ...(isInstructor ? { bio: values.bio || null, languages: values.languages } : {}),
      });
      // The saved account is the new starting point; the fields keep whatever is in them.
      resetDefaultValues(startingValues(saved));
      toast.success(t`Profile updated`);
    } catch (error) {
      const problem = errorMessage(error, t`please try again`);
      toast.error(t`Update user error: ${problem}`);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t`Profile`}>
      <div className="flex items-center gap-4">
        <UserAvatar photo={photo || null} name={user.name} size={72} />
        <div className="min-w-0">
          <p className="font-bold break-all">{user.email}</p>
          <p className="text-sm text-base-content/80">
            <Trans>The email cannot be changed here.</Trans>
          </p>
        </div>
      </div>
      <InputField
        id="profile-name"
        label={t`Display name`}
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        id="profile-photo"
        label={t`Photo URL`}
        error={errors.photo?.message}
        hint={t`Leave empty for the default avatar.`}
        {...register('photo')}
      />
      {photoPicker?.((url) => setValue('photo', url, { shouldDirty: true, shouldValidate: true }))}
      {isInstructor && (
        <>
          <p className="pt-4 text-sm text-base-content/80">
            <Trans>
              Students see your bio and languages on{' '}
              <Link className="link link-primary" to={paths.instructor(user._id)}>
                your instructor page
              </Link>
              .
            </Trans>
          </p>
          <TextAreaField
            id="profile-bio"
            label={t`Bio`}
            error={errors.bio?.message}
            hint={t`Plain text; line breaks are kept.`}
            describedBy="profile-bio-count"
            rows={6}
            {...register('bio')}
          >
            <p
              id="profile-bio-count"
              className={`text-end text-xs ${length > BIO_MAX ? 'font-semibold text-error' : 'text-base-content/70'}`}
            >
              <Trans>
                {length} / {BIO_MAX} characters
              </Trans>
            </p>
          </TextAreaField>
          <fieldset
            className="fieldset"
            aria-describedby={errors.languages ? 'profile-languages-error' : undefined}
          >
            <legend className="fieldset-legend pb-1 text-sm">
              <Trans>Languages you teach</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {teachingLanguages.map((language) => (
                <label key={language.code} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-primary checkbox-sm"
                    value={language.code}
                    {...register('languages')}
                  />
                  {language.name}
                </label>
              ))}
            </div>
            {errors.languages && (
              <p id="profile-languages-error" role="alert" className="mt-1 text-sm font-semibold text-error">
                {errors.languages.message}
              </p>
            )}
          </fieldset>
        </>
      )}
      <button type="submit" className="btn btn-primary mt-4" disabled={update.isPending || !isDirty}>
        <Trans>Save profile</Trans>
      </button>
    </form>
  );
}
