import { useEffect, useState } from 'react';
import { Clock, RotateCw } from 'lucide-react';
import { formatClockTime, formatCountdown } from '../../format';

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The seat this student holds while paying. After the hold ends the payment still goes through when a seat
 * is left (and is refunded otherwise), so the student may simply hold it again.
 */
export function HoldNotice({
  expiresAt,
  onRenew,
  renewing,
}: {
  expiresAt: string;
  onRenew: () => void;
  renewing: boolean;
}) {
  const now = useNow(1000);
  const left = new Date(expiresAt).getTime() - now;
  if (left > 0) {
    return (
      <p className="flex items-start gap-2 rounded-box bg-base-200 p-3 text-sm" data-testid="seat-hold">
        <Clock size={18} className="mt-0.5 shrink-0 text-primary" aria-hidden />
        <span>
          Your seat is held until <strong>{formatClockTime(expiresAt)}</strong>{' '}
          <span className="text-base-content/70">
            (<span className="tabular-nums">{formatCountdown(left)}</span> left)
          </span>
        </span>
      </p>
    );
  }
  return (
    <div role="status" className="alert alert-warning alert-soft text-sm" data-testid="seat-hold">
      <Clock size={18} aria-hidden />
      <span>Your seat hold has expired. Hold it again before paying, so nobody takes your seat.</span>
      <button type="button" className="btn btn-sm" onClick={onRenew} disabled={renewing}>
        <RotateCw size={14} aria-hidden /> Hold my seat again
      </button>
    </div>
  );
}
