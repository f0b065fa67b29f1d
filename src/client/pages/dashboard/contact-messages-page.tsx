import { SectionTitle } from '#client/components/section-title.tsx';
import { ContactMessagesList } from '#client/features/contact/contact-messages-list.tsx';
import { useLingui } from '@lingui/react/macro';

export function ContactMessagesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title={t`Messages`}
        subtitle={t`Messages sent from the Contact page, open ones first`}
      />
      <ContactMessagesList />
    </div>
  );
}
