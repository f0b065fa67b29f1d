import { useState, type FormEvent } from 'react';
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

type Field = 'amount' | 'paidOn' | 'reference';

/** Today in the reader's own calendar, as a date input wants it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function problemsOf(values: Record<Field, string>, owed: number): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const amount = Number(values.amount);
  if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim()) || amount <= 0) {
    problems.amount = 'Enter an amount in dollars, such as 120.50';
  } else if (amount > owed) {
    problems.amount = `At most ${formatUsd(owed)} is owed`;
  }
  if (!values.paidOn) problems.paidOn = 'Enter the day the money was sent';
  if (!values.reference.trim()) problems.reference = 'Enter the bank reference';
  return problems;
}

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
  const [values, setValues] = useState<Record<Field, string>>({
    amount: dollarsInputText(balance.owed),
    paidOn: today(),
    reference: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, balance.owed);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const amount = Number(values.amount);
    // A payout lowers what the school owes for good: the admin checks the figures once more first.
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Record a payout of ${formatUsd(amount)} to ${balance.name}?`,
      text: `Sent on ${readableDay(values.paidOn)} with the reference ${values.reference.trim()}. What is owed to ${balance.name} drops to ${formatUsd(dollarsLeft(balance.owed, amount))}. A recorded payout cannot be undone.`,
      confirmText: 'Record the payout',
    });
    if (!ok) return;
    try {
      const paid = await record.mutateAsync({
        instructorId: balance.instructorId,
        amount: Number(values.amount),
        paidOn: values.paidOn,
        reference: values.reference.trim(),
      });
      toast.success(`Payout of ${formatUsd(paid.amount)} to ${balance.name} recorded`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setProblems({
          amount: error.fields.amount,
          paidOn: error.fields.paidOn,
          reference: error.fields.reference,
        });
      }
      setFailure(errorMessage(error, 'The payout could not be recorded.'));
    }
  };

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
      {failure && (
        <p role="alert" className="alert alert-error alert-soft mt-3 text-sm">
          {failure}
        </p>
      )}
      <form className="mt-3" onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          id="payout-amount"
          label="Amount (USD)"
          inputMode="decimal"
          value={values.amount}
          error={problems.amount}
          onChange={change('amount')}
          autoFocus
        />
        <InputField
          id="payout-paid-on"
          label="Paid on"
          type="date"
          value={values.paidOn}
          error={problems.paidOn}
          onChange={change('paidOn')}
        />
        <InputField
          id="payout-reference"
          label="Bank reference"
          value={values.reference}
          maxLength={PAYOUT_REFERENCE_MAX}
          error={problems.reference}
          onChange={change('reference')}
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
