import { SectionTitle } from '#client/components/section-title.tsx';
import { SubscribersList } from '#client/features/newsletter/subscribers-list.tsx';

export function NewsletterPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title="Newsletter"
        subtitle="Addresses whose owners confirmed their subscription, the latest first"
      />
      <SubscribersList />
    </div>
  );
}
