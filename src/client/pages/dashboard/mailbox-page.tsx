import { useSearchParams } from 'react-router';
import { SectionTitle } from '#client/components/section-title.tsx';
import { MailboxList } from '#client/features/mailbox/mailbox-list.tsx';
import { MailboxMail } from '#client/features/mailbox/mailbox-mail.tsx';
import { useMailPlace } from '#client/mail-delivery.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The mails the school wrote to this account, readable here while the school sends no mail. */
export function MailboxPage() {
  const { t } = useLingui();
  // The open mail is in the address, so Back closes it.
  const [params, setParams] = useSearchParams();
  const open = params.get('mail');
  const place = useMailPlace();
  const show = (mail: string | null) => setParams(mail ? { mail } : {});
  return (
    <div className="mx-auto max-w-3xl">
      <SectionTitle
        level={1}
        title={t`Mailbox`}
        subtitle={t`This school sends no mail: the mails it writes to you are kept here, links included`}
      />
      {place === 'inbox' ? (
        <p className="rounded-box bg-base-100 p-6 shadow">
          <Trans>This school sends mail: the mails it writes to you are in your inbox.</Trans>
        </p>
      ) : (
        <>
          {open && (
            <div className="mb-6">
              <MailboxMail id={open} onClose={() => show(null)} />
            </div>
          )}
          <MailboxList
            open={open}
            onShow={(mail) => {
              show(mail.id);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
