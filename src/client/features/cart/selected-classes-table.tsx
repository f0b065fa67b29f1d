import { Link } from '#client/components/link.tsx';
import { CreditCard, GraduationCap, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '#contract/carts';
import { errorMessage } from '#client/errors.ts';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { NumberedPictureRow } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatClassPrice } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import { RefundTermsNote, SaleNote } from '#client/components/purchase-terms.tsx';
import { useEnrolFree } from '#client/queries/enrol-free.ts';
import { useDeleteCartItem } from './selected-classes-api';

/** The cart: index, image, course name, price, Pay (or Enrol for free) and Delete, per SPEC section 2. */
export function SelectedClassesTable({ items }: { items: CartItem[] }) {
  const { t } = useLingui();
  const dialog = useDialog();
  const toast = useToast();
  const remove = useDeleteCartItem();
  const enrolFree = useEnrolFree();

  async function onDelete(item: CartItem) {
    const name = item.name;
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Are you sure?`,
      text: t`${name} will be removed from your selected classes.`,
      confirmText: t`Yes, delete it!`,
      danger: true,
    });
    if (!ok) return;
    try {
      const { deletedCount } = await remove.mutateAsync(item._id);
      if (deletedCount > 0) {
        void dialog.popup({
          icon: 'success',
          title: t`Deleted!`,
          text: t`The course has been removed.`,
          timer: 1500,
        });
      }
    } catch (error) {
      toast.error(errorMessage(error, t`Could not remove the class. Please try again.`));
    }
  }

  async function onEnrolFree(item: CartItem) {
    const name = item.name;
    try {
      await enrolFree.mutateAsync(item._id);
      void dialog.popup({
        icon: 'success',
        title: t`Enrolled!`,
        text: t`You are enrolled in ${name}.`,
        timer: 1500,
      });
    } catch (error) {
      toast.error(errorMessage(error, t`Could not enrol you. Please try again.`));
    }
  }

  const busy = (id: string) =>
    (remove.isPending && remove.variables === id) || (enrolFree.isPending && enrolFree.variables === id);

  return (
    <DataTable label={t`Selected classes`} cards="on-phones">
      <TableHead
        columns={[
          '#',
          t`Image`,
          t`Course name`,
          { label: t`Price`, className: 'text-end' },
          { label: t`Pay`, hidden: true },
          { label: t`Delete`, hidden: true },
        ]}
      />
      <TableBody>
        {items.map((item, index) => {
          const name = item.name;
          return (
            <NumberedPictureRow
              key={item._id}
              index={index}
              picture={item.img}
              title={item.name}
              subtitle={item.instructorName}
            >
              <Cell className="text-end whitespace-nowrap tabular-nums">
                {/* Joining late, the price of the sessions left (the server's figure). */}
                {formatClassPrice(item.sale?.forSale ? item.sale.price : item.price)}
              </Cell>
              <Cell actions className="max-sm:col-span-2">
                {item.sale && !item.sale.forSale ? null : item.price > 0 ? (
                  <Link to={paths.payment(item._id)} className="btn btn-primary btn-sm max-sm:w-full">
                    <CreditCard size={16} aria-hidden />
                    <Trans>
                      Pay<span className="sr-only"> for {name}</span>
                    </Trans>
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="btn btn-success btn-sm whitespace-nowrap max-sm:w-full"
                    disabled={busy(item._id)}
                    onClick={() => void onEnrolFree(item)}
                  >
                    <GraduationCap size={16} aria-hidden />
                    <Trans>
                      Enrol for free<span className="sr-only"> in {name}</span>
                    </Trans>
                  </button>
                )}
                <div className="mt-2 flex max-w-xs flex-col gap-1 text-start whitespace-normal">
                  <SaleNote sale={item.sale} />
                  {item.sale?.forSale !== false && <RefundTermsNote terms={item.refundTerms} />}
                </div>
              </Cell>
              <Cell actions className="text-end">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square text-error"
                  aria-label={t`Delete ${name}`}
                  title={t`Delete`}
                  disabled={busy(item._id)}
                  onClick={() => void onDelete(item)}
                >
                  <Trash2 size={18} aria-hidden />
                </button>
              </Cell>
            </NumberedPictureRow>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
