import { PhotoUpload } from '#client/components/image-upload.tsx';
import { useAuth } from '#client/session/session.ts';
import { ProfileForm } from '#client/features/auth/profile-form.tsx';
import { CalendarFeedSection } from '#client/features/calendar-feed/calendar-feed-section.tsx';
import { ChangePasswordSection } from '#client/features/account-security/change-password-section.tsx';
import { SessionsSection } from '#client/features/account-security/sessions-section.tsx';
import { Trans } from '@lingui/react/macro';

export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-xl rounded-box bg-base-100 p-6 shadow md:p-10">
      <h1 className="mb-6 text-3xl font-extrabold text-primary">
        <Trans>My profile</Trans>
      </h1>
      <ProfileForm user={user} photoPicker={(set) => <PhotoUpload onUploaded={set} />} />
      <ChangePasswordSection />
      <SessionsSection />
      <CalendarFeedSection />
    </section>
  );
}
