import type { ReactNode, Ref } from 'react';
import { X } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/**
 * One mail in a card: its subject with a Close button, its facts (`<dt>`/`<dd>` pairs) and then its body.
 * With `headingRef` the heading can take focus, for a view that moves focus to the mail as it opens.
 */
export function MailCard({
  headingId,
  subject,
  headingRef,
  onClose,
  facts,
  children,
}: {
  headingId: string;
  subject: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
  facts: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-box bg-base-100 p-4 shadow">
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={`text-lg font-bold break-words${headingRef ? ' outline-none' : ''}`}
        >
          {subject}
        </h2>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
          <X size={16} aria-hidden /> <Trans>Close</Trans>
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{facts}</dl>
      {children}
    </section>
  );
}
