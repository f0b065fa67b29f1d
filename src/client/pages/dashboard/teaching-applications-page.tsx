import { SectionTitle } from '#client/components/section-title.tsx';
import { ApplicationsList } from '#client/features/teaching/applications-list.tsx';

export function TeachingApplicationsPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title="Teaching applications"
        subtitle="Accept an applicant to make them an instructor, or decline with a message"
      />
      <ApplicationsList />
    </div>
  );
}
