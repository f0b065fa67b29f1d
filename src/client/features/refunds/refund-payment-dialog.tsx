import { useState } from 'react';
import type { Payment } from '#contract/payments';
import { ApiError } from '#client/api-client.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { InputField, TextAreaField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { dollarsInputText, dollarsLeft, formatUsd } from '#client/format.ts';
import { useAdminRefund } from './api';

/** What is left to give back on a payment. */
export const leftToRefund = (payment: Payment) =>
  payment.status === 'refunded' ? 0 : dollarsLeft(payment.price, payment.amountRefunded);

/** An admin refunds part or all of what is left on a payment, with a reason; the server checks the amount. */
export function RefundPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const toast = useToast();
  const dialog = useDialog();
  const refund = useAdminRefund(payment._id);
  const left = leftToRefund(payment);
  const [amount, setAmount] = useState(dollarsInputText(left));
  const [reason, setReason] = useState('');
  const [cancelEnrolment, setCancelEnrolment] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const dollars = Number(amount);
    const found: Record<string, string> = {};
    if (!amount.trim() || !Number.isFinite(dollars) || dollars <= 0)
      found.amount = 'Enter an amount above $0.';
    else if (dollars > left) found.amount = `At most ${formatUsd(left)} is left to refund on this payment.`;
    if (!reason.trim()) found.reason = 'The reason is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Money leaves the school and a credit note is issued: neither can be taken back.
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Refund ${formatUsd(dollars)} to ${payment.email || 'a deleted account'}?`,
      text: `For ${payment.class}: the money goes back to the card that paid and the student gets a credit note${
        cancelEnrolment
          ? '; the enrolment is cancelled and its seat goes back to the class'
          : '; the enrolment stays'
      }. A refund cannot be undone.`,
      confirmText: `Refund ${formatUsd(dollars)}`,
      danger: true,
    });
    if (!ok) return;
    try {
      const done = await refund.mutateAsync({ amount: dollars, reason: reason.trim(), cancelEnrolment });
      toast.success(
        `${formatUsd(done.refund.amount)} refunded (${done.refund.creditNoteNumber})${done.enrolmentCancelled ? '; the enrolment is cancelled' : ''}.`,
      );
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(errorMessage(error, 'The refund did not go through. Try again.'));
    }
  };

  return (
    <ModalDialog
      labelledBy="refund-payment-title"
      width="max-w-xl"
      onClose={() => {
        if (!refund.isPending) onClose();
      }}
    >
      <h2 id="refund-payment-title" className="text-2xl font-bold break-words">
        Refund {payment.class}
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        Paid {formatUsd(payment.price)} by {payment.email || 'a deleted account'}; {formatUsd(left)} left to
        refund.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-3 space-y-1"
        aria-label="Refund"
      >
        <InputField
          id="refund-amount"
          label="Amount (US dollars)"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextAreaField
          id="refund-reason"
          label="Reason"
          hint="The student reads it on the credit note."
          value={reason}
          maxLength={500}
          rows={3}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <label className="label mt-3 cursor-pointer gap-3 whitespace-normal">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={cancelEnrolment}
            onChange={(event) => setCancelEnrolment(event.target.checked)}
          />
          <span className="text-base-content">
            Also cancel the enrolment (the seat goes back to the class)
          </span>
        </label>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onClose} disabled={refund.isPending}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={refund.isPending}>
            {refund.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
            Refund
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
