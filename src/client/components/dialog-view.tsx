import { useEffect, useRef, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DialogIcon, OpenDialog } from './dialog';

const icons: Record<DialogIcon, ReactNode> = {
  success: <CheckCircle2 className="text-success" size={56} aria-hidden />,
  error: <XCircle className="text-error" size={56} aria-hidden />,
  warning: <AlertTriangle className="text-warning" size={56} aria-hidden />,
  info: <Info className="text-info" size={56} aria-hidden />,
};

export function DialogView({ dialog, onDone }: { dialog: OpenDialog; onDone: (ok: boolean) => void }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const { options, kind } = dialog;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { opener } = dialog;
    if (!element.open) element.showModal?.();
    // The dialog leaves by unmounting, not by close(), so the browser does not hand focus back itself.
    return () => {
      const focused = document.activeElement;
      const focusLost = !focused || focused === document.body || element.contains(focused);
      if (!focusLost) return;
      // An opener that went away with what it acted on (a deleted row) leaves focus at the page's content.
      const target = opener?.isConnected ? opener : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, [dialog]);
  useEffect(() => {
    if (kind !== 'popup' || !options.timer) return;
    const timer = setTimeout(() => done.current(true), options.timer);
    return () => clearTimeout(timer);
  }, [kind, options.timer]);
  const topEnd = options.position === 'top-end';
  const titleId = `dialog-title-${dialog.id}`;
  const textId = `dialog-text-${dialog.id}`;
  return (
    <dialog
      ref={ref}
      className={`modal ${topEnd ? 'modal-top items-start justify-end' : ''}`}
      role={kind === 'confirm' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={options.text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
    >
      <div
        className={`modal-box text-center break-words ${topEnd ? 'mt-4 me-4 w-auto max-w-sm rounded-box' : ''}`}
      >
        {options.icon && <div className="mb-3 flex justify-center">{icons[options.icon]}</div>}
        <h2 id={titleId} className="text-2xl font-bold">
          {options.title}
        </h2>
        {options.text && (
          <p id={textId} className="mt-2 text-base-content/80">
            {options.text}
          </p>
        )}
        {options.body}
        {kind === 'confirm' ? (
          <div className="modal-action flex-wrap justify-center">
            <button type="button" className="btn" onClick={() => onDone(false)}>
              {options.cancelText ?? i18n._(msg`Cancel`)}
            </button>
            {options.alternative && (
              <button
                type="button"
                className="btn btn-outline btn-primary"
                onClick={() => {
                  onDone(false);
                  options.alternative!.onChoose();
                }}
              >
                {options.alternative.text}
              </button>
            )}
            <button
              type="button"
              className={`btn ${options.danger ? 'btn-error' : 'btn-primary'}`}
              onClick={() => onDone(true)}
              autoFocus
            >
              {options.confirmText ?? i18n._(msg`OK`)}
            </button>
          </div>
        ) : (
          !options.timer && (
            <div className="modal-action justify-center">
              <button type="button" className="btn btn-primary" onClick={() => onDone(true)} autoFocus>
                {i18n._(msg`OK`)}
              </button>
            </div>
          )
        )}
      </div>
    </dialog>
  );
}
