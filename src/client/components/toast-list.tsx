import { X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ToastItem, ToastKind } from './toast';

const kindClass: Record<ToastKind, string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
};

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  const { i18n } = useLingui();
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`alert ${kindClass[item.kind]} shadow-lg`}
    >
      <span>{item.message}</span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label={i18n._(msg`Dismiss`)}
        onClick={() => onClose(item.id)}
      >
        <X size={14} aria-hidden />
      </button>
    </div>
  );
}

export default function ToastList({ items, onClose }: { items: ToastItem[]; onClose: (id: number) => void }) {
  return items.map((item) => <Toast key={item.id} item={item} onClose={onClose} />);
}
