import { SectionTitle } from '#client/components/section-title.tsx';
import { SubscribersList } from '#client/features/newsletter/subscribers-list.tsx';
import { useLingui } from '@lingui/react/macro';

export function NewsletterPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title={t`Newsletter`}
        subtitle={t`Addresses whose owners confirmed their subscription, the latest first`}
      />
      <SubscribersList />
    </div>
  );
}
