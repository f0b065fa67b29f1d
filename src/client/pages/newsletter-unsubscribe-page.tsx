import { useSearchParams } from 'react-router';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useUnsubscribe } from '#client/features/newsletter/api.ts';
import { NewsletterLinkAction } from '#client/features/newsletter/newsletter-link-action.tsx';
import { useLingui } from '@lingui/react/macro';

/** Where a newsletter mail's unsubscribe link leads: one button takes the address off the list. */
export function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <SectionTitle level={1} title={t`Unsubscribe`} subtitle={t`From the Speak the World newsletter`} />
      <NewsletterLinkAction
        token={params.get('token')}
        action={unsubscribe}
        intro={t`Sorry to see you go. One click and this address gets no more newsletters from us.`}
        button={t`Unsubscribe`}
        missing={t`This link is incomplete: open it again from the mail we sent you.`}
      />
    </div>
  );
}
