import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
function refundForm(left: number, i18n: I18n) {
  const available = formatUsd(left);
  return z.object({
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const dollars = Number(text);
        const problem =
          !text.trim() || !Number.isFinite(dollars) || dollars <= 0
            ? i18n._(msg`Enter an amount above $0.`)
            : dollars > left
              ? i18n._(msg`At most ${available} is left to refund on this payment.`)
              : null;
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: text });
      }),
    ),
    reason: z.string().check(z.trim(), z.minLength(1, i18n._(msg`The reason is required`))),
    cancelEnrolment: z.boolean(),
  });
}
type RefundForm = z.infer<ReturnType<typeof refundForm>>;

/** An admin refunds part or all of what is left on a payment, with a reason; the server checks the amount. */
export function RefundPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t, i18n } = useLingui();
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
    resolver: zodResolver(refundForm(left, i18n)),
    defaultValues: { amount: dollarsInputText(left), reason: '', cancelEnrolment: false },
  });

  const email = payment.email;
  const course = payment.class;
  const paid = formatUsd(payment.price);
  const remaining = formatUsd(left);

  const submit = handleSubmit(async ({ amount, reason, cancelEnrolment }) => {
    const dollars = Number(amount);
    const refundAmount = formatUsd(dollars);
    // Money leaves the school and a credit note is issued: neither can be taken back.
    const ok = await dialog.confirm({
      icon: 'warning',
      title: email ? t`Refund ${refundAmount} to ${email}?` : t`Refund ${refundAmount} to a deleted account?`,
      text: cancelEnrolment
        ? t`For ${course}: the money goes back to the card that paid and the student gets a credit note; the enrolment is cancelled and its seat goes back to the class. A refund cannot be undone.`
        : t`For ${course}: the money goes back to the card that paid and the student gets a credit note; the enrolment stays. A refund cannot be undone.`,
      confirmText: t`Refund ${refundAmount}`,
      danger: true,
    });
    if (!ok) return;
    try {
      const done = await refund.mutateAsync({ amount: dollars, reason, cancelEnrolment });
      const refunded = formatUsd(done.refund.amount);
      const creditNote = done.refund.creditNoteNumber;
      toast.success(
        done.enrolmentCancelled
          ? t`${refunded} refunded (${creditNote}); the enrolment is cancelled.`
          : t`${refunded} refunded (${creditNote}).`,
      );
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = (['amount', 'reason'] as const).filter((field) => fields?.[field]);
      if (fields && named.length > 0) for (const field of named) setError(field, { message: fields[field] });
      else toast.error(errorMessage(error, t`The refund did not go through. Try again.`));
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
        <Trans>Refund {course}</Trans>
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        {email ? (
          <Trans>
            Paid {paid} by {email}; {remaining} left to refund.
          </Trans>
        ) : (
          <Trans>
            Paid {paid} by a deleted account; {remaining} left to refund.
          </Trans>
        )}
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-3 space-y-1"
        aria-label={t`Refund`}
      >
        <InputField
          id="refund-amount"
          label={t`Amount (US dollars)`}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          id="refund-reason"
          label={t`Reason`}
          hint={t`The student reads it on the credit note.`}
          maxLength={500}
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <label className="label mt-3 cursor-pointer gap-3 whitespace-normal">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('cancelEnrolment')} />
          <span className="text-base-content">
            <Trans>Also cancel the enrolment (the seat goes back to the class)</Trans>
          </span>
        </label>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onClose} disabled={refund.isPending}>
            <Trans>Close</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={refund.isPending}>
            {refund.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
            <Trans>Refund</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
