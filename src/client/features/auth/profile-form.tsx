import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { User } from '../../../contract/users';
import { photoUrl } from '../../../contract/auth';
import { ApiError } from '../../api-client';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast';
import { useUpdateProfile } from './api';
import { UserAvatar } from './account-menu';

const profileForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Username is required'),
      z.maxLength(120, 'Username should be at most 120 characters long'),
    ),
  photo: z.union([z.literal(''), photoUrl]),
});
type ProfileForm = z.infer<typeof profileForm>;

export function ProfileForm({
  user,
  photoPicker,
}: {
  user: User;
  photoPicker?: (set: (url: string) => void) => React.ReactNode;
}) {
  const toast = useToast();
  const update = useUpdateProfile();
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
    defaultValues: { name: user.name, photo: user.photo ?? '' },
  });
  const photo = useWatch({ control, name: 'photo' });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ name: values.name, photo: values.photo || null });
      // The saved account is the new starting point; the fields keep whatever is in them.
      resetDefaultValues({ name: saved.name, photo: saved.photo ?? '' });
      toast.success('Profile updated');
    } catch (error) {
      toast.error(`Update user error${error instanceof ApiError ? `: ${error.message}` : ''}`);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Profile">
      <div className="flex items-center gap-4">
        <UserAvatar photo={photo || null} name={user.name} size={72} />
        <div>
          <p className="font-bold">{user.email}</p>
          <p className="text-sm text-base-content/80">The email cannot be changed here.</p>
        </div>
      </div>
      <FormField id="profile-name" label="Display name" error={errors.name?.message}>
        <input
          id="profile-name"
          className={`input w-full ${errors.name ? 'input-error' : ''}`}
          aria-invalid={!!errors.name}
          {...register('name')}
        />
      </FormField>
      <FormField
        id="profile-photo"
        label="Photo URL"
        error={errors.photo?.message}
        hint="Leave empty for the default avatar."
      >
        <input
          id="profile-photo"
          className={`input w-full ${errors.photo ? 'input-error' : ''}`}
          aria-invalid={!!errors.photo}
          {...register('photo')}
        />
      </FormField>
      {photoPicker?.((url) => setValue('photo', url, { shouldDirty: true, shouldValidate: true }))}
      <button type="submit" className="btn btn-primary mt-4" disabled={update.isPending || !isDirty}>
        Save profile
      </button>
    </form>
  );
}
