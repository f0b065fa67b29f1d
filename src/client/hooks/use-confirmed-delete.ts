import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';

/**
 * Deletes a row's item once the person confirms a question that names it ("Delete “Spanish A1”?") and says
 * what follows: a short popup when it is gone, the server's reason (or a plain apology) in a toast when it is
 * not. `noun` names the kind of item in those messages: 'class', 'user'.
 */
export function useConfirmedDelete<Id>(noun: string, remove: (id: Id) => Promise<unknown>) {
  const dialog = useDialog();
  const toast = useToast();
  return async (id: Id, { name, consequence }: { name: string; consequence: string }) => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Delete ${name}?`,
      text: consequence,
      confirmText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove(id);
    } catch (error) {
      toast.error(errorMessage(error, `The ${noun} could not be deleted.`));
      return;
    }
    void dialog.popup({
      icon: 'success',
      title: 'Deleted!',
      text: `The ${noun} has been removed.`,
      timer: 1500,
    });
  };
}
