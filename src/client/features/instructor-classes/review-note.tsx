import { ShieldAlert } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const REVIEW_NOTE = msg`Changing this sends the class back for approval.`;

/** Beside a field an admin approved, in an approved class's edit form; the field is described by it. */
export function ReviewNote({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="label mt-1 text-xs whitespace-normal">
      <ShieldAlert size={14} aria-hidden className="shrink-0" />
      {i18n._(REVIEW_NOTE)}
    </p>
  );
}
