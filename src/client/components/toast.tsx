import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
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

const kindClass: Record<ToastKind, string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
};

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item, onClose]);
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`alert ${kindClass[item.kind]} shadow-lg`}
    >
      <span>{item.message}</span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label="Dismiss"
        onClick={() => onClose(item.id)}
      >
        <X size={14} aria-hidden />
      </button>
    </div>
  );
}

/** Notices in the top-right corner, 5000 ms by default, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const close = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const push =
      (kind: ToastKind) =>
      (message: string, duration = TOAST_DURATION) =>
        setItems((all) => [...all, { id: nextToastId++, kind, message, duration }]);
    return { success: push('success'), error: push('error'), info: push('info'), warning: push('warning') };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast toast-top toast-end z-[100] max-w-[calc(100vw-1rem)]" aria-live="polite">
        {items.map((item) => (
          <Toast key={item.id} item={item} onClose={close} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
