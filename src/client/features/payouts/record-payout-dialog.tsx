import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYOUT_REFERENCE_MAX, type InstructorBalance } from '#contract/earnings';
import { useDialog } from '#client/components/dialog.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { InputField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { dollarsInputText, dollarsLeft, formatUsd } from '#client/format.ts';
import { formatCalendarDate } from '#client/format-time.ts';
import { useRecordPayout } from './api';

/** Today in the reader's own calendar, as a date input wants it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** What the admin types; the amount may not pass what is owed. */
function payoutForm(owed: number, i18n: I18n) {
  const most = formatUsd(owed);
  return z.object({
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const amount = Number(text);
        const problem =
          !/^\d+(\.\d{1,2})?$/.test(text.trim()) || amount <= 0
            ? i18n._(msg`Enter an amount in dollars, such as 120.50`)
            : amount > owed
              ? i18n._(msg`At most ${most} is owed`)
              : null;
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: text });
      }),
    ),
    paidOn: z.string().check(z.minLength(1, i18n._(msg`Enter the day the money was sent`))),
    reference: z.string().check(z.trim(), z.minLength(1, i18n._(msg`Enter the bank reference`))),
  });
}
type PayoutForm = z.infer<ReturnType<typeof payoutForm>>;

/** A date input's day (YYYY-MM-DD) as the reader writes dates. */
function readableDay(day: string): string {
  return formatCalendarDate(day);
}

/** Marks money sent to an instructor as paid: the amount (at most what is owed), the day and the reference. */
export function RecordPayoutDialog({
  balance,
  onClose,
}: {
  balance: InstructorBalance;
  onClose: () => void;
}) {
  const toast = useToast();
  const dialog = useDialog();
  const record = useRecordPayout();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PayoutForm>({
    resolver: zodResolver(payoutForm(balance.owed, i18n)),
    defaultValues: { amount: dollarsInputText(balance.owed), paidOn: today(), reference: '' },
  });

  const { name } = balance;
  const owed = formatUsd(balance.owed);

  const submit = handleSubmit(async (values) => {
    clearErrors('root');
    const amount = Number(values.amount);
    const sum = formatUsd(amount);
    const day = readableDay(values.paidOn);
    const { reference } = values;
    const left = formatUsd(dollarsLeft(balance.owed, amount));
    // A payout lowers what the school owes for good: the admin checks the figures once more first.
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Record a payout of ${sum} to ${name}?`,
      text: t`Sent on ${day} with the reference ${reference}. What is owed to ${name} drops to ${left}. A recorded payout cannot be undone.`,
      confirmText: t`Record the payout`,
    });
    if (!ok) return;
    try {
      const paid = await record.mutateAsync({
        instructorId: balance.instructorId,
        amount: Number(values.amount),
        paidOn: values.paidOn,
        reference: values.reference,
      });
      const paidSum = formatUsd(paid.amount);
      toast.success(t`Payout of ${paidSum} to ${name} recorded`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const field of ['amount', 'paidOn', 'reference'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      setError('root', { message: errorMessage(error, t`The payout could not be recorded.`) });
    }
  });

  return (
    <ModalDialog
      labelledBy="payout-title"
      describedBy="payout-owed"
      width="max-w-xl"
      onClose={() => !record.isPending && onClose()}
    >
      <h2 id="payout-title" className="text-2xl font-bold break-words">
        <Trans>Pay {name}</Trans>
      </h2>
      <p id="payout-owed" className="mt-1 text-sm text-base-content/80">
        <Trans>{owed} is owed. Send the money through the bank first, then record it here.</Trans>
      </p>
      {errors.root && (
        <p role="alert" className="alert alert-error alert-soft mt-3 text-sm">
          {errors.root.message}
        </p>
      )}
      <form className="mt-3" onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          id="payout-amount"
          label={t`Amount (USD)`}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
          autoFocus
        />
        <InputField
          id="payout-paid-on"
          label={t`Paid on`}
          type="date"
          error={errors.paidOn?.message}
          {...register('paidOn')}
        />
        <InputField
          id="payout-reference"
          label={t`Bank reference`}
          maxLength={PAYOUT_REFERENCE_MAX}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onClose} disabled={record.isPending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={record.isPending}>
            <Trans>Mark as paid</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
