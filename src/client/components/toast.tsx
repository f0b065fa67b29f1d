import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The notices' markup loads with the first one: no page needs it to show. Should it fail to load (offline, or
// a new version deployed since the page opened), the notices are shown as text rather than breaking the page.
const ToastList = lazy(() =>
  import('./toast-list').catch(() => ({
    default: ({ items }: { items: ToastItem[] }) =>
      items.map((item) => (
        <p key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} className="alert">
          {item.message}
        </p>
      )),
  })),
);

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
  info(message: string, duration?: number): void;
  warning(message: string, duration?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_DURATION = 5000;
let nextToastId = 1;

/** Notices in the top-right corner for 5000 ms by default (or until dismissed), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const close = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const push =
      (kind: ToastKind) =>
      (message: string, duration = TOAST_DURATION) => {
        const id = nextToastId++;
        setItems((all) => [...all, { id, kind, message }]);
        setTimeout(() => close(id), duration);
      };
    return { success: push('success'), error: push('error'), info: push('info'), warning: push('warning') };
  }, [close]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast toast-top toast-end z-[100] max-w-[calc(100vw-1rem)]" aria-live="polite">
        {items.length > 0 && (
          <Suspense fallback={null}>
            <ToastList items={items} onClose={close} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
