import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { useSaveLateJoining } from './api';

/** Whether classes that have started still sell seats, saved as soon as it is changed. */
export function LateJoiningSwitch({ lateJoining }: { lateJoining: boolean }) {
  const toast = useToast();
  const save = useSaveLateJoining();
  const { t } = useLingui();
  const onChange = async (next: boolean) => {
    try {
      await save.mutateAsync(next);
      toast.success(next ? t`Students can now join classes that have started.` : t`Late joining is off.`);
    } catch (error) {
      toast.error(errorMessage(error, t`We could not save the setting. Try again.`));
    }
  };
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        className="toggle toggle-primary mt-0.5"
        checked={save.isPending ? !!save.variables : lateJoining}
        disabled={save.isPending}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold">
          <Trans>Let students join classes that have started</Trans>
        </span>
        <span className="block text-sm text-base-content/75">
          <Trans>
            They pay for the sessions left: a class of 16 sessions with 11 left costs 11/16 of its price. Off,
            a class stops selling seats at its first session. An ended class is never for sale.
          </Trans>
        </span>
      </span>
    </label>
  );
}
