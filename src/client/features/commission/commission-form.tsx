import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputField } from '#client/components/form-field.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { commissionQuery, useSetCommission } from './api';

/** A whole percent from 0 to 100. */
const commissionForm = (i18n: I18n) =>
  z.object({
    percent: z.string().check(
      z.trim(),
      z.regex(/^\d{1,3}$/, i18n._(msg`Enter a whole number from 0 to 100`)),
      z.refine((text) => Number(text) <= 100, i18n._(msg`The commission cannot be above 100%`)),
    ),
  });
type CommissionFormValues = z.infer<ReturnType<typeof commissionForm>>;

function Form({ current }: { current: number }) {
  const toast = useToast();
  const save = useSetCommission();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CommissionFormValues>({
    resolver: zodResolver(commissionForm(i18n)),
    defaultValues: { percent: String(current) },
  });

  const submit = handleSubmit(async ({ percent }) => {
    try {
      const answer = await save.mutateAsync(Number(percent));
      const rate = answer.commissionPercent;
      toast.success(t`New sales now pay a ${rate}% commission`);
    } catch (error) {
      setError('percent', {
        message: errorMessage(error, t`The commission could not be saved.`, 'commissionPercent'),
      });
    }
  });

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="w-40">
        <InputField
          id="commission-percent"
          label={t`Commission (%)`}
          inputMode="numeric"
          error={errors.percent?.message}
          {...register('percent')}
        />
      </div>
      <button type="submit" className="btn btn-primary mb-1" disabled={save.isPending}>
        <Trans>Save commission</Trans>
      </button>
    </form>
  );
}

/** The platform's commission on each sale, for admins: applies to sales from now on. */
export function CommissionForm() {
  const commission = useQuery(commissionQuery);
  const { t } = useLingui();
  return (
    <section aria-labelledby="commission-title" className="rounded-box bg-base-100 p-5 shadow">
      <h2 id="commission-title" className="text-xl font-bold">
        <Trans>Platform commission</Trans>
      </h2>
      <p className="mt-1 mb-3 text-sm text-base-content/80">
        <Trans>
          The school's share of each sale, taken when the student pays. A new rate applies to sales from then
          on; earlier sales keep theirs.
        </Trans>
      </p>
      {commission.isPending ? (
        <div role="status" className="skeleton h-12 w-64">
          <span className="sr-only">
            <Trans>Loading the commission</Trans>
          </span>
        </div>
      ) : commission.isError ? (
        <ErrorState
          message={t`We could not load the commission.`}
          onRetry={() => void commission.refetch()}
        />
      ) : (
        <Form key={commission.data.commissionPercent} current={commission.data.commissionPercent} />
      )}
    </section>
  );
}
