import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundPolicy } from '#contract/school-settings';
import { ApiError } from '#client/api-client.ts';
import { InputField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { useSaveRefundPolicy } from './api';

type Numbers = Pick<RefundPolicy, 'fullRefundDays' | 'partialRefundHours' | 'partialRefundPercent'>;

const numberFields: { name: keyof Numbers; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    name: 'fullRefundDays',
    label: msg`Full refund up to (days before the first session)`,
    hint: msg`A student who cancels this many days or more before the first session gets everything back.`,
  },
  {
    name: 'partialRefundHours',
    label: msg`Partial refund up to (hours before the first session)`,
    hint: msg`After the full refund window and until this many hours before, the student gets the percentage below.`,
  },
  {
    name: 'partialRefundPercent',
    label: msg`Partial refund (percent of the price)`,
    hint: msg`Later than that, nothing is refunded.`,
  },
];

const policyForm = (i18n: I18n) => {
  const wholeNumber = z.string().check(z.trim(), z.regex(/^\d+$/, i18n._(msg`Enter a whole number`)));
  return z.object({
    fullRefundDays: wholeNumber,
    partialRefundHours: wholeNumber,
    partialRefundPercent: wholeNumber,
    unscheduledRefund: z.enum(['full', 'none']),
  });
};
type PolicyForm = z.infer<ReturnType<typeof policyForm>>;

/** The school's refund policy, as an admin sets it; the server checks the ranges and says what is wrong. */
export function RefundPolicyForm({ policy }: { policy: RefundPolicy }) {
  const toast = useToast();
  const save = useSaveRefundPolicy();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PolicyForm>({
    resolver: zodResolver(policyForm(i18n)),
    defaultValues: {
      fullRefundDays: String(policy.fullRefundDays),
      partialRefundHours: String(policy.partialRefundHours),
      partialRefundPercent: String(policy.partialRefundPercent),
      unscheduledRefund: policy.unscheduledRefund,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        fullRefundDays: Number(values.fullRefundDays),
        partialRefundHours: Number(values.partialRefundHours),
        partialRefundPercent: Number(values.partialRefundPercent),
        unscheduledRefund: values.unscheduledRefund,
      });
      toast.success(t`Refund policy saved.`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = Object.keys(fields ?? {}).filter((key): key is keyof PolicyForm => key in values);
      if (fields && named.length > 0) for (const key of named) setError(key, { message: fields[key] });
      else toast.error(errorMessage(error, t`We could not save the refund policy. Try again.`));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-1"
      aria-label={t`Refund policy`}
    >
      {numberFields.map((field) => (
        <InputField
          key={field.name}
          id={`policy-${field.name}`}
          label={i18n._(field.label)}
          hint={i18n._(field.hint)}
          inputMode="numeric"
          className="max-w-40"
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <fieldset className="fieldset mt-2">
        <legend className="fieldset-legend pb-1 text-sm">
          <Trans>Classes without a schedule</Trans>
        </legend>
        {(
          [
            ['full', t`Full refund`],
            ['none', t`No refund`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="label cursor-pointer gap-3">
            <input type="radio" className="radio radio-sm" value={value} {...register('unscheduledRefund')} />
            <span className="text-base-content">{label}</span>
          </label>
        ))}
        {errors.unscheduledRefund && (
          <p role="alert" className="mt-1 text-sm font-semibold text-error">
            {errors.unscheduledRefund.message}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary mt-4" disabled={save.isPending}>
        {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        <Trans>Save refund policy</Trans>
      </button>
    </form>
  );
}
