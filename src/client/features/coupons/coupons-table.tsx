import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import type { Coupon } from '#contract/coupons';
import { teachingLanguages } from '#contract/language-list';
import { ListState } from '#client/components/load-state.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { allClassesQuery } from '#client/queries/admin-lists.ts';
import { couponsQuery, useUpdateCoupon } from './api';

const languageName = (code: string) => teachingLanguages.find((l) => l.code === code)?.name ?? code;

function discountText(coupon: Coupon) {
  return coupon.kind === 'percent' ? `${coupon.percentOff}% off` : `${formatUsd(coupon.amountOff ?? 0)} off`;
}

function validText(coupon: Coupon) {
  if (!coupon.validFrom && !coupon.validUntil) return 'Always';
  const from = coupon.validFrom ? `from ${formatDateTime(coupon.validFrom)}` : '';
  const until = coupon.validUntil ? `until ${formatDateTime(coupon.validUntil)}` : '';
  return [from, until].filter(Boolean).join(' ');
}

function ForText({ coupon, classNames }: { coupon: Coupon; classNames: Map<string, string> }) {
  const scope =
    coupon.appliesTo === 'all'
      ? 'Every class'
      : coupon.appliesTo === 'classes'
        ? coupon.classIds.map((id) => classNames.get(id) ?? 'a removed class').join(', ')
        : coupon.languages.map(languageName).join(', ');
  return (
    <span>
      {scope}
      {coupon.minPrice > 0 && <span className="block">from {formatUsd(coupon.minPrice)}</span>}
    </span>
  );
}

/** Every coupon, the newest first, with its uses; an admin withdraws one or offers it again. */
export function CouponsTable() {
  const coupons = useQuery(couponsQuery);
  const classes = useQuery(allClassesQuery);
  const update = useUpdateCoupon();
  const toast = useToast();
  const classNames = new Map((classes.data ?? []).map((cls) => [cls._id, cls.name]));

  async function setActive(coupon: Coupon, active: boolean) {
    try {
      await update.mutateAsync({ id: coupon._id, body: { active } });
      toast.success(active ? `${coupon.code} is offered again.` : `${coupon.code} is deactivated.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not change the coupon.'));
    }
  }

  return (
    <ListState
      query={coupons}
      loading={<TableSkeleton label="Loading the coupons" columns={6} />}
      errorMessage="We could not load the coupons."
      emptyIcon={<Ticket size={40} aria-hidden />}
      empty="No coupons yet: create the first one above."
    >
      {(list) => (
        <DataTable label="Coupons">
          <TableHead
            columns={[
              'Code',
              'Discount',
              'For',
              'Valid',
              'Uses',
              'Status',
              { label: 'Actions', hidden: true },
            ]}
          />
          <TableBody>
            {list.map((coupon) => (
              <Row key={coupon._id}>
                <RowHeader>
                  <span className="font-mono break-all">{coupon.code}</span>
                </RowHeader>
                <Cell label="Discount">{discountText(coupon)}</Cell>
                <Cell label="For">
                  <ForText coupon={coupon} classNames={classNames} />
                </Cell>
                <Cell label="Valid">{validText(coupon)}</Cell>
                <Cell label="Uses">
                  <span>
                    {coupon.maxUses === null ? `${coupon.uses}` : `${coupon.uses} of ${coupon.maxUses}`}
                    <span className="block">
                      {coupon.maxUsesPerStudent === 1
                        ? 'once per student'
                        : `${coupon.maxUsesPerStudent} per student`}
                    </span>
                  </span>
                </Cell>
                <Cell label="Status">
                  <span className={`badge ${coupon.active ? 'badge-success' : 'badge-ghost'}`}>
                    {coupon.active ? 'Active' : 'Deactivated'}
                  </span>
                </Cell>
                <Cell actions>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={update.isPending}
                    aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                    onClick={() => void setActive(coupon, !coupon.active)}
                  >
                    {coupon.active ? 'Deactivate' : 'Activate'}
                  </button>
                </Cell>
              </Row>
            ))}
          </TableBody>
        </DataTable>
      )}
    </ListState>
  );
}
