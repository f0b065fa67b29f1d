import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
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

/** The amount (at most what is left), the reason the student reads, and whether the enrolment ends too. */
function refundForm(left: number) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const dollars = Number(text);
        const problem =
          !text.trim() || !Number.isFinite(dollars) || dollars <= 0
            ? 'Enter an amount above $0.'
            : dollars > left
              ? `At most ${formatUsd(left)} is left to refund on this payment.`
              : null;
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: text });
      }),
    ),
    reason: z.string().check(z.trim(), z.minLength(1, 'The reason is required')),
    cancelEnrolment: z.boolean(),
  });
}
type RefundForm = z.infer<ReturnType<typeof refundForm>>;

/** An admin refunds part or all of what is left on a payment, with a reason; the server checks the amount. */
export function RefundPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const toast = useToast();
  const dialog = useDialog();
  const refund = useAdminRefund(payment._id);
  const left = leftToRefund(payment);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundForm>({
    resolver: zodResolver(refundForm(left)),
    defaultValues: { amount: dollarsInputText(left), reason: '', cancelEnrolment: false },
  });

  const submit = handleSubmit(async ({ amount, reason, cancelEnrolment }) => {
    const dollars = Number(amount);
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
      const done = await refund.mutateAsync({ amount: dollars, reason, cancelEnrolment });
      toast.success(
        `${formatUsd(done.refund.amount)} refunded (${done.refund.creditNoteNumber})${done.enrolmentCancelled ? '; the enrolment is cancelled' : ''}.`,
      );
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = (['amount', 'reason'] as const).filter((field) => fields?.[field]);
      if (fields && named.length > 0) for (const field of named) setError(field, { message: fields[field] });
      else toast.error(errorMessage(error, 'The refund did not go through. Try again.'));
    }
  });

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
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          id="refund-reason"
          label="Reason"
          hint="The student reads it on the credit note."
          maxLength={500}
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <label className="label mt-3 cursor-pointer gap-3 whitespace-normal">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('cancelEnrolment')} />
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
