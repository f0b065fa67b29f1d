import { useState } from 'react';
import type { RefundPolicy, UnscheduledRefund } from '#contract/school-settings';
import { ApiError } from '#client/api-client.ts';
import { InputField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { useSaveRefundPolicy } from './api';

type Numbers = Pick<RefundPolicy, 'fullRefundDays' | 'partialRefundHours' | 'partialRefundPercent'>;

const numberFields: { name: keyof Numbers; label: string; hint: string }[] = [
  {
    name: 'fullRefundDays',
    label: 'Full refund up to (days before the first session)',
    hint: 'A student who cancels this many days or more before the first session gets everything back.',
  },
  {
    name: 'partialRefundHours',
    label: 'Partial refund up to (hours before the first session)',
    hint: 'After the full refund window and until this many hours before, the student gets the percentage below.',
  },
  {
    name: 'partialRefundPercent',
    label: 'Partial refund (percent of the price)',
    hint: 'Later than that, nothing is refunded.',
  },
];

/** The school's refund policy, as an admin sets it; the server checks the ranges and says what is wrong. */
export function RefundPolicyForm({ policy }: { policy: RefundPolicy }) {
  const toast = useToast();
  const save = useSaveRefundPolicy();
  const [values, setValues] = useState<Record<keyof Numbers, string>>({
    fullRefundDays: String(policy.fullRefundDays),
    partialRefundHours: String(policy.partialRefundHours),
    partialRefundPercent: String(policy.partialRefundPercent),
  });
  const [unscheduled, setUnscheduled] = useState<UnscheduledRefund>(policy.unscheduledRefund);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const numbers = {} as Numbers;
    for (const { name } of numberFields) {
      const n = Number(values[name]);
      if (!/^\d+$/.test(values[name].trim())) found[name] = 'Enter a whole number';
      numbers[name] = n;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ ...numbers, unscheduledRefund: unscheduled });
      toast.success('Refund policy saved.');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(errorMessage(error, 'We could not save the refund policy. Try again.'));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-1"
      aria-label="Refund policy"
    >
      {numberFields.map((field) => (
        <InputField
          key={field.name}
          id={`policy-${field.name}`}
          label={field.label}
          hint={field.hint}
          inputMode="numeric"
          className="max-w-40"
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => setValues((all) => ({ ...all, [field.name]: event.target.value }))}
        />
      ))}
      <fieldset className="fieldset mt-2">
        <legend className="fieldset-legend pb-1 text-sm">Classes without a schedule</legend>
        {(
          [
            ['full', 'Full refund'],
            ['none', 'No refund'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="label cursor-pointer gap-3">
            <input
              type="radio"
              name="unscheduledRefund"
              className="radio radio-sm"
              value={value}
              checked={unscheduled === value}
              onChange={() => setUnscheduled(value)}
            />
            <span className="text-base-content">{label}</span>
          </label>
        ))}
        {errors.unscheduledRefund && (
          <p role="alert" className="mt-1 text-sm font-semibold text-error">
            {errors.unscheduledRefund}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary mt-4" disabled={save.isPending}>
        {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        Save refund policy
      </button>
    </form>
  );
}
