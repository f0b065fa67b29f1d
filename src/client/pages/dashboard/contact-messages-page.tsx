import { SectionTitle } from '#client/components/section-title.tsx';
import { ContactMessagesList } from '#client/features/contact/contact-messages-list.tsx';

export function ContactMessagesPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title="Messages"
        subtitle="Messages sent from the Contact page, open ones first"
      />
      <ContactMessagesList />
    </div>
  );
}
