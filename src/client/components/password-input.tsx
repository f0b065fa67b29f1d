import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { invalid?: boolean };

/** A password field with a show/hide toggle that screen readers can name. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { invalid, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`input w-full pe-1 ${invalid ? 'input-error' : ''} ${className ?? ''}`}>
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className="grow"
        aria-invalid={invalid}
        {...props}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
});
