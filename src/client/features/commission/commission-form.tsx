import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InputField } from '#client/components/form-field.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { commissionQuery, useSetCommission } from './api';

/** A whole percent from 0 to 100, or why not. */
function problemWith(text: string): string | null {
  if (!/^\d{1,3}$/.test(text.trim())) return 'Enter a whole number from 0 to 100';
  return Number(text) > 100 ? 'The commission cannot be above 100%' : null;
}

function Form({ current }: { current: number }) {
  const toast = useToast();
  const save = useSetCommission();
  const [text, setText] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(text);
    setProblem(found);
    if (found) return;
    try {
      const answer = await save.mutateAsync(Number(text));
      toast.success(`New sales now pay a ${answer.commissionPercent}% commission`);
    } catch (error) {
      setProblem(errorMessage(error, 'The commission could not be saved.', 'commissionPercent'));
    }
  };

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="w-40">
        <InputField
          id="commission-percent"
          label="Commission (%)"
          inputMode="numeric"
          value={text}
          error={problem ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary mb-1" disabled={save.isPending}>
        Save commission
      </button>
    </form>
  );
}

/** The platform's commission on each sale, for admins: applies to sales from now on. */
export function CommissionForm() {
  const commission = useQuery(commissionQuery);
  return (
    <section aria-labelledby="commission-title" className="rounded-box bg-base-100 p-5 shadow">
      <h2 id="commission-title" className="text-xl font-bold">
        Platform commission
      </h2>
      <p className="mt-1 mb-3 text-sm text-base-content/80">
        The school's share of each sale, taken when the student pays. A new rate applies to sales from then
        on; earlier sales keep theirs.
      </p>
      {commission.isPending ? (
        <div role="status" className="skeleton h-12 w-64">
          <span className="sr-only">Loading the commission</span>
        </div>
      ) : commission.isError ? (
        <ErrorState message="We could not load the commission." onRetry={() => void commission.refetch()} />
      ) : (
        <Form key={commission.data.commissionPercent} current={commission.data.commissionPercent} />
      )}
    </section>
  );
}
