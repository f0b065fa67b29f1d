import { Link } from '#client/components/link.tsx';
import { MailWarning } from 'lucide-react';
import { useAuth } from '#client/session/session.ts';
import { useMailPlace } from '#client/mail-delivery.ts';
import { paths } from '#client/paths.ts';
import { Trans } from '@lingui/react/macro';

/** For admins while no mail leaves the machine: what that means for the people, and how to change it. */
export function NoMailWarning() {
  const { user } = useAuth();
  const place = useMailPlace();
  if (user?.role !== 'admin' || place !== 'mailbox') return null;
  return (
    <div
      role="region"
      aria-labelledby="no-mail-title"
      className="alert alert-warning alert-soft mb-4 flex items-start gap-3 text-base-content"
    >
      <MailWarning size={22} aria-hidden className="mt-0.5 shrink-0" />
      <div className="min-w-0">
        <h2 id="no-mail-title" className="font-bold">
          <Trans>This school sends no mail</Trans>
        </h2>
        <p className="text-sm break-words">
          <Trans>
            No <code>SMTP_URL</code> is set, so every mail stays on this server: the{' '}
            <Link to={paths.outbox} className="link font-semibold">
              Outbox
            </Link>{' '}
            keeps them all, and people with an account read their own (verification and reset links included)
            in Mailbox in their dashboard. Visitors without an account get none, answers to their messages
            included. To send mail, set <code>SMTP_URL</code> and <code>MAIL_FROM</code> as the README&apos;s
            section &ldquo;Mail&rdquo; describes, and restart the server.
          </Trans>
        </p>
      </div>
    </div>
  );
}
