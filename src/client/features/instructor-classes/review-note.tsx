import { ShieldAlert } from 'lucide-react';

export const REVIEW_NOTE = 'Changing this sends the class back for approval.';

/** Beside a field an admin approved, in an approved class's edit form; the field is described by it. */
export function ReviewNote({ id }: { id: string }) {
  return (
    <p id={id} className="label mt-1 text-xs whitespace-normal">
      <ShieldAlert size={14} aria-hidden className="shrink-0" />
      {REVIEW_NOTE}
    </p>
  );
}
