import { useEffect, useRef, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * A modal <dialog> over the page, a sheet from the bottom on a phone: it opens when it mounts and hands focus
 * back to what opened it when it unmounts. Esc asks `onClose` (the caller decides, e.g. not while saving);
 * with `closeButton`, a Close button ends it.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  width = 'max-w-2xl',
  closeButton = false,
  onClose,
  children,
}: {
  /** The id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  width?: 'max-w-xl' | 'max-w-2xl';
  closeButton?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => opener?.focus?.();
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`modal-box max-h-[90vh] w-full ${width}`}>
        {children}
        {closeButton && (
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {i18n._(msg`Close`)}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
