import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
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
function payoutForm(owed: number) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const amount = Number(text);
        const problem =
          !/^\d+(\.\d{1,2})?$/.test(text.trim()) || amount <= 0
            ? 'Enter an amount in dollars, such as 120.50'
            : amount > owed
              ? `At most ${formatUsd(owed)} is owed`
              : null;
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: text });
      }),
    ),
    paidOn: z.string().check(z.minLength(1, 'Enter the day the money was sent')),
    reference: z.string().check(z.trim(), z.minLength(1, 'Enter the bank reference')),
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
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PayoutForm>({
    resolver: zodResolver(payoutForm(balance.owed)),
    defaultValues: { amount: dollarsInputText(balance.owed), paidOn: today(), reference: '' },
  });

  const submit = handleSubmit(async (values) => {
    clearErrors('root');
    const amount = Number(values.amount);
    // A payout lowers what the school owes for good: the admin checks the figures once more first.
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Record a payout of ${formatUsd(amount)} to ${balance.name}?`,
      text: `Sent on ${readableDay(values.paidOn)} with the reference ${values.reference}. What is owed to ${balance.name} drops to ${formatUsd(dollarsLeft(balance.owed, amount))}. A recorded payout cannot be undone.`,
      confirmText: 'Record the payout',
    });
    if (!ok) return;
    try {
      const paid = await record.mutateAsync({
        instructorId: balance.instructorId,
        amount: Number(values.amount),
        paidOn: values.paidOn,
        reference: values.reference,
      });
      toast.success(`Payout of ${formatUsd(paid.amount)} to ${balance.name} recorded`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const field of ['amount', 'paidOn', 'reference'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      setError('root', { message: errorMessage(error, 'The payout could not be recorded.') });
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
        Pay {balance.name}
      </h2>
      <p id="payout-owed" className="mt-1 text-sm text-base-content/80">
        {formatUsd(balance.owed)} is owed. Send the money through the bank first, then record it here.
      </p>
      {errors.root && (
        <p role="alert" className="alert alert-error alert-soft mt-3 text-sm">
          {errors.root.message}
        </p>
      )}
      <form className="mt-3" onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          id="payout-amount"
          label="Amount (USD)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
          autoFocus
        />
        <InputField
          id="payout-paid-on"
          label="Paid on"
          type="date"
          error={errors.paidOn?.message}
          {...register('paidOn')}
        />
        <InputField
          id="payout-reference"
          label="Bank reference"
          maxLength={PAYOUT_REFERENCE_MAX}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onClose} disabled={record.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={record.isPending}>
            Mark as paid
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
