import { SectionTitle } from '#client/components/section-title.tsx';
import { ApplicationsList } from '#client/features/teaching/applications-list.tsx';
import { useLingui } from '@lingui/react/macro';

export function TeachingApplicationsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title={t`Teaching applications`}
        subtitle={t`Accept an applicant to make them an instructor, or decline with a message`}
      />
      <ApplicationsList />
    </div>
  );
}
