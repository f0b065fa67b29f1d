import { useSearchParams } from 'react-router';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useConfirmSubscription } from '#client/features/newsletter/api.ts';
import { NewsletterLinkAction } from '#client/features/newsletter/newsletter-link-action.tsx';
import { useLingui } from '@lingui/react/macro';

/** Where the confirmation mail's link leads: one button puts the address on the list. */
export function NewsletterConfirmPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <SectionTitle
        level={1}
        title={t`Confirm your subscription`}
        subtitle={t`New classes and events, once a month`}
      />
      <NewsletterLinkAction
        token={params.get('token')}
        action={confirm}
        intro={t`One click and the newsletter is yours. You can unsubscribe from any issue.`}
        button={t`Confirm my subscription`}
        missing={t`This link is incomplete: open it again from the mail we sent you.`}
      />
    </div>
  );
}
