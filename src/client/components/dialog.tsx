import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

type DialogViewProps = { dialog: OpenDialog; onDone: (ok: boolean) => void };

// Fetched with the first dialog: the provider is on every page, a dialog on few of their visits. If it
// cannot be fetched, the browser's own dialogs ask instead (a failed render here would take the whole app).
const DialogView = lazy<ComponentType<DialogViewProps>>(() =>
  import('./dialog-view').then(
    ({ DialogView }) => ({ default: DialogView }),
    () => ({ default: BrowserDialog }),
  ),
);

function BrowserDialog({ dialog, onDone }: DialogViewProps) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const { kind, options } = dialog;
    const message = [options.title, options.text].filter(Boolean).join('\n\n');
    if (kind === 'confirm') return onDone(window.confirm(message));
    if (!options.timer) window.alert(message);
    onDone(true);
  });
  return null;
}

export type DialogIcon = 'success' | 'error' | 'warning' | 'info';

interface PopupOptions {
  icon?: DialogIcon;
  title: string;
  text?: string;
  /** Closes by itself after this many ms (the spec's success popups use 1500). */
  timer?: number;
  position?: 'center' | 'top-end';
}

interface ConfirmOptions {
  icon?: DialogIcon;
  title: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
  /** A third way out beside Cancel and confirm: closes the dialog (answering false) and runs `onChoose`. */
  alternative?: { text: string; onChoose: () => void };
  /** Extra content, e.g. a feedback field; read it in onConfirm. */
  body?: ReactNode;
}

export interface OpenDialog {
  id: number;
  kind: 'popup' | 'confirm';
  options: PopupOptions & ConfirmOptions;
  resolve: (ok: boolean) => void;
  /** What had focus when the dialog was asked for: it gets focus back when the dialog goes. */
  opener: HTMLElement | null;
}

interface DialogApi {
  popup(options: PopupOptions): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);
let nextDialogId = 1;

/** Accessible popups and confirmations on the native <dialog> element (focus kept inside, Esc cancels). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const close = useCallback((id: number, ok: boolean) => {
    setDialogs((all) => {
      all.find((d) => d.id === id)?.resolve(ok);
      return all.filter((d) => d.id !== id);
    });
  }, []);
  const api = useMemo<DialogApi>(() => {
    const open = (
      kind: OpenDialog['kind'],
      options: OpenDialog['options'],
      resolve: (ok: boolean) => void,
    ) => {
      const focused = document.activeElement;
      const dialog: OpenDialog = {
        id: nextDialogId++,
        kind,
        options,
        resolve,
        opener: focused instanceof HTMLElement && focused !== document.body ? focused : null,
      };
      setDialogs((all) => [...all, dialog]);
    };
    return {
      popup: (options) => new Promise<void>((resolve) => open('popup', options, () => resolve())),
      confirm: (options) => new Promise<boolean>((resolve) => open('confirm', options, resolve)),
    };
  }, []);
  return (
    <DialogContext.Provider value={api}>
      {children}
      {dialogs.length > 0 && (
        <Suspense fallback={null}>
          {dialogs.map((dialog) => (
            <DialogView key={dialog.id} dialog={dialog} onDone={(ok) => close(dialog.id, ok)} />
          ))}
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside DialogProvider');
  return api;
}
