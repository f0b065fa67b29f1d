import { SectionTitle } from '../../components/section-title';
import { ContactMessagesList } from '../../features/contact/contact-messages-list';

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
