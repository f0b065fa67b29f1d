import { useSearchParams } from 'react-router';
import { SectionTitle } from '#client/components/section-title.tsx';
import { OutboxList } from '#client/features/outbox/outbox-list.tsx';
import { OutboxMail } from '#client/features/outbox/outbox-mail.tsx';
import { useLingui } from '@lingui/react/macro';

export function OutboxPage() {
  const { t } = useLingui();
  // The page and the open mail are in the address, so a mail can be linked to and Back closes it.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const open = params.get('mail');
  const go = (next: { page?: number; mail?: string | null }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    const mail = next.mail === undefined ? open : next.mail;
    if (mail) search.set('mail', mail);
    setParams(search);
  };
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title={t`Outbox`}
        subtitle={t`Every mail the school writes, newest first: queued, sent, or kept here when no mail server is set`}
      />
      {open && (
        <div className="mb-6">
          <OutboxMail id={open} onClose={() => go({ mail: null })} />
        </div>
      )}
      <OutboxList
        page={page}
        onPage={(next) => go({ page: next })}
        onShow={(mail) => {
          go({ mail: mail.id });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
