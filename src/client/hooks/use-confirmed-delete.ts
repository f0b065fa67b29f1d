import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';

// Whole sentences for each kind of item: a noun put into a shared sentence cannot take its gender or case.
const outcomes = {
  class: {
    failed: msg`The class could not be deleted.`,
    removed: msg`The class has been removed.`,
  },
  user: {
    failed: msg`The user could not be deleted.`,
    removed: msg`The user has been removed.`,
  },
};

/**
 * Deletes a row's item once the person confirms a question that names it ("Delete “Spanish A1”?") and says
 * what follows: a short popup when it is gone, the server's reason (or a plain apology) in a toast when it is
 * not. `noun` names the kind of item in those messages: 'class', 'user'.
 */
export function useConfirmedDelete<Id>(noun: keyof typeof outcomes, remove: (id: Id) => Promise<unknown>) {
  const { t, i18n } = useLingui();
  const dialog = useDialog();
  const toast = useToast();
  return async (id: Id, { name, consequence }: { name: string; consequence: string }) => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Delete ${name}?`,
      text: consequence,
      confirmText: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove(id);
    } catch (error) {
      toast.error(errorMessage(error, i18n._(outcomes[noun].failed)));
      return;
    }
    void dialog.popup({
      icon: 'success',
      title: t`Deleted!`,
      text: i18n._(outcomes[noun].removed),
      timer: 1500,
    });
  };
}
